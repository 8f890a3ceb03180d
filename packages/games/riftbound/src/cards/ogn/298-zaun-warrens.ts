/** Zaun Warrens (OGN-298/298) — colourless battlefield. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-298-298',
  code: 'OGN-298/298',
  name: { en: 'Zaun Warrens', zh: '祖安地下城' },
  type: 'battlefield',
  domains: [],
  tags: [],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'conquer', who: 'here' },
      steps: [
        { do: 'discard', n: 1 },
        { do: 'draw', n: 1 },
      ],
    },
  ],
  text: {
    zh: '当你征服此处时，弃一张牌，然后抽一张牌。',
    en: 'When you conquer it, discard a card, then draw a card.',
  },
});
