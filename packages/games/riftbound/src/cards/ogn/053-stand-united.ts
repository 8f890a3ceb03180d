/** Stand United (OGN-053/298) — calm spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-053-298',
  code: 'OGN-053/298',
  name: { en: 'Stand United', zh: '团结一致' },
  type: 'spell',
  domains: ['calm'],
  cost: { energy: 3, power: [] },
  tags: [],
  keywords: { hidden: 1, action: 1 },
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit', side: 'friendly' } }],
      steps: [
        { do: 'buff', what: 0 },
        {
          do: 'continuous',
          effect: { mightPerBuff: 1, to: { kind: 'unit', side: 'friendly', buffed: true } },
          until: 'turn',
        },
      ],
    },
  ],
  text: {
    zh: '待命。迅捷。为你的一名单位施加增益。本回合你的单位身上的每个增益额外提供+1战力。',
    en: 'Hidden. Action. Buff one of your units. Until end of turn each buff on your units is worth +1 Might more.',
  },
});
