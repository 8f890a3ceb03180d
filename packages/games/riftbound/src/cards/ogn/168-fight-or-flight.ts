/** Fight or Flight (OGN-168/298) — chaos spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-168-298',
  code: 'OGN-168/298',
  name: { en: 'Fight or Flight', zh: '战或逃' },
  type: 'spell',
  domains: ['chaos'],
  cost: { energy: 2, power: [] },
  tags: [],
  keywords: { hidden: 1, action: 1 },
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit', at: 'battlefield' } }],
      steps: [{ do: 'move', what: 0, to: 'base' }],
    },
  ],
  text: {
    zh: '待命。迅捷。令战场上的一名单位移动回其基地。',
    en: 'Hidden. Action. A unit at a battlefield moves to its base.',
  },
});
