/** En Garde (OGN-046/298) — calm spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-046-298',
  code: 'OGN-046/298',
  name: { en: 'En Garde', zh: '备战' },
  type: 'spell',
  domains: ['calm'],
  cost: { energy: 1, power: [] },
  tags: [],
  keywords: { reaction: 1 },
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit', side: 'friendly' } }],
      steps: [
        { do: 'might', n: 1, to: 0, until: 'turn' },
        { do: 'if', cond: { onlyFriendlyThere: 0 }, steps: [{ do: 'might', n: 1, to: 0, until: 'turn' }] },
      ],
    },
  ],
  text: {
    zh: '反应。你的一名单位本回合战力+1；若与其同处一地的没有你的其他单位，再+1。',
    en: 'Reaction. One of your units gets +1 Might until end of turn, and +1 more if none of your other units shares its location.',
  },
});
