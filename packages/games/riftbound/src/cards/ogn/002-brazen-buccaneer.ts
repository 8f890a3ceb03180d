/** Brazen Buccaneer (OGN-002/298) — fury unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-002-298',
  code: 'OGN-002/298',
  name: { en: 'Brazen Buccaneer', zh: '莽撞海盗' },
  type: 'unit',
  domains: ['fury'],
  cost: { energy: 6, power: [] },
  might: 5,
  tags: ['Pirate', 'Bilgewater'],
  abilities: [{ kind: 'additional-cost', optional: true, cost: { discard: 1 }, discount: 2 }],
  text: {
    zh: '打出时你可以额外弃一张牌；若如此做，其费用减少2点能量。',
    en: 'While playing it you may also discard a card; if you do, it costs 2 Energy less.',
  },
});
