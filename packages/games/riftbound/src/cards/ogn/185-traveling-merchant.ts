/** Traveling Merchant (OGN-185/298) — chaos unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-185-298',
  code: 'OGN-185/298',
  name: { en: 'Traveling Merchant', zh: '旅行商人' },
  type: 'unit',
  domains: ['chaos'],
  cost: { energy: 2, power: [] },
  might: 2,
  tags: ['Bilgewater'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'move', who: 'me' },
      steps: [
        { do: 'discard', n: 1 },
        { do: 'draw', n: 1 },
      ],
    },
  ],
  text: {
    zh: '每当它移动时，弃一张牌，然后抽一张牌。',
    en: 'Each time it moves, discard a card and then draw a card.',
  },
});
