/** Lunar Boon (UNL-125/219) — chaos spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'unl-125-219',
  code: 'UNL-125/219',
  name: { en: 'Lunar Boon', zh: '月之恩赐' },
  type: 'spell',
  domains: ['chaos'],
  cost: { energy: 3, power: [] },
  tags: [],
  keywords: { reaction: 1 },
  abilities: [
    {
      kind: 'spell',
      steps: [
        { do: 'discard', n: 1 },
        { do: 'draw', n: 2 },
      ],
    },
  ],
  text: {
    zh: '反应。你弃一张牌，然后抽两张牌。',
    en: 'Reaction. You discard a card, then draw two cards.',
  },
});
