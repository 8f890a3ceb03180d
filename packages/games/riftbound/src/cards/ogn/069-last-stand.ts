/** Last Stand (OGN-069/298) — calm spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-069-298',
  code: 'OGN-069/298',
  name: { en: 'Last Stand', zh: '背水一战' },
  type: 'spell',
  domains: ['calm'],
  cost: { energy: 3, power: ['calm'] },
  tags: [],
  keywords: { action: 1 },
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit', side: 'friendly' } }],
      steps: [
        { do: 'double', what: 0, until: 'turn' },
        { do: 'grant', keywords: { temporary: 1 }, to: 0, until: 'permanent' },
      ],
    },
  ],
  text: {
    zh: '迅捷。你的一名单位本回合战力翻倍，并获得瞬息。',
    en: 'Action. One of your units doubles its Might until end of turn and gains Temporary.',
  },
});
