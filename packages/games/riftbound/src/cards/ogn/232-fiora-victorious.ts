/** Fiora, Victorious (OGN-232/298) — order champion unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-232-298',
  code: 'OGN-232/298',
  name: { en: 'Fiora, Victorious', zh: '菲奥娜 - 所向披靡' },
  type: 'unit',
  supertype: 'champion',
  domains: ['order'],
  cost: { energy: 4, power: [] },
  might: 4,
  tags: ['Fiora', 'Demacia'],
  abilities: [
    {
      kind: 'passive',
      cond: { mighty: 'self' },
      effect: { keywords: { deflect: 1, ganking: 1, shield: 1 }, to: 'self' },
    },
  ],
  text: {
    zh: '当其战力不低于5（强力）时，拥有法盾、游走与坚守。',
    en: 'While its Might is 5 or more (Mighty), it has Deflect, Ganking and Shield.',
  },
});
