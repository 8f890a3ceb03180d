/** Rhasa the Sunderer (OGN-195/298) — chaos unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-195-298',
  code: 'OGN-195/298',
  name: { en: 'Rhasa the Sunderer', zh: '撕裂者拉萨' },
  type: 'unit',
  domains: ['chaos'],
  cost: { energy: 10, power: ['chaos'] },
  might: 6,
  tags: ['Spirit', 'Shadow Isles'],
  abilities: [
    { kind: 'passive', effect: { cost: { energy: { per: 'trash-card', times: -1 } }, of: 'self' } },
  ],
  text: {
    zh: '你的废牌堆中每有一张牌，其费用减少1点能量。',
    en: 'Costs 1 Energy less for every card in your trash.',
  },
});
