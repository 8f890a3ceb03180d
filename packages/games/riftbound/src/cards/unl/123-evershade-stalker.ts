/** Evershade Stalker (UNL-123/219) — chaos unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'unl-123-219',
  code: 'UNL-123/219',
  name: { en: 'Evershade Stalker', zh: '永影潜行者' },
  type: 'unit',
  domains: ['chaos'],
  cost: { energy: 3, power: [] },
  might: 3,
  tags: ['Shadow Isles'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play', who: 'me' },
      steps: [
        { do: 'discard', n: 1 },
        { do: 'draw', n: 1 },
      ],
    },
  ],
  text: {
    zh: '打出后，你弃一张牌，然后抽一张牌。',
    en: 'After it is played, you discard a card, then draw a card.',
  },
});
