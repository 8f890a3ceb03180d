/** Back to Back (OGN-206/298) — order spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-206-298',
  code: 'OGN-206/298',
  name: { en: 'Back to Back', zh: '背靠背' },
  type: 'spell',
  domains: ['order'],
  cost: { energy: 3, power: [] },
  tags: [],
  keywords: { reaction: 1 },
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit', side: 'friendly' }, n: 2 }],
      steps: [{ do: 'might', n: 2, to: 0, until: 'turn' }],
    },
  ],
  text: {
    zh: '反应。你的两名单位本回合战力各+2。',
    en: 'Reaction. Two of your units each get +2 Might until end of turn.',
  },
});
