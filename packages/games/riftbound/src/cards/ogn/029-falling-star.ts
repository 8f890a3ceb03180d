/** Falling Star (OGN-029/298) — fury spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-029-298',
  code: 'OGN-029/298',
  name: { en: 'Falling Star', zh: '星落' },
  type: 'spell',
  domains: ['fury'],
  cost: { energy: 2, power: ['fury', 'fury'] },
  tags: [],
  abilities: [
    {
      kind: 'spell',
      steps: [
        {
          do: 'reflex',
          times: 2,
          targets: [{ sel: { kind: 'unit' } }],
          steps: [{ do: 'deal', n: 3, to: 0 }],
        },
      ],
    },
  ],
  text: {
    zh: '执行两次，每次选择一名单位：对其造成3点伤害。',
    en: 'Twice, each time choosing a unit: deal 3 damage to it.',
  },
  standIn:
    'Written as the seed’s rule 415.5.d reads it ("do this twice": two reflexive abilities), which the card data prints as two sentences.',
});
