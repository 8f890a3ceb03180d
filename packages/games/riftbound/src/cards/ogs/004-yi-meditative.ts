/** Yi, Meditative (OGS-004/024) — calm champion unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogs-004-024',
  code: 'OGS-004/024',
  name: { en: 'Yi, Meditative', zh: '易 - 冥思' },
  type: 'unit',
  supertype: 'champion',
  domains: ['calm'],
  cost: { energy: 5, power: ['calm'] },
  might: 4,
  tags: ['Master Yi', 'Ionia'],
  abilities: [
    {
      kind: 'passive',
      cond: { count: { kind: 'rune', side: 'friendly' }, atLeast: 8 },
      effect: { might: 4, to: 'self' },
    },
  ],
  text: { zh: '当你场上有至少8张符文时，战力+4。', en: '+4 Might while you have 8 or more runes in play.' },
});
