/** Sneaky Deckhand (OGN-176/298) — chaos unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-176-298',
  code: 'OGN-176/298',
  name: { en: 'Sneaky Deckhand', zh: '鬼祟水手' },
  type: 'unit',
  domains: ['chaos'],
  cost: { energy: 3, power: [] },
  might: 2,
  tags: ['Pirate', 'Bilgewater'],
  abilities: [{ kind: 'passive', effect: { playTo: 'open-battlefield' } }],
  text: {
    zh: '也可以打出到没有单位的战场。',
    en: 'It may also be played to a battlefield with no units on it.',
  },
});
