/** Tasty Faefolk (OGN-075/298) — calm unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-075-298',
  code: 'OGN-075/298',
  name: { en: 'Tasty Faefolk', zh: '美味仙灵' },
  type: 'unit',
  domains: ['calm'],
  cost: { energy: 7, power: [] },
  might: 6,
  tags: ['Fae', 'Bandle City'],
  keywords: { accelerate: 1, deathknell: 1 },
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'die', who: 'me' },
      deathknell: true,
      steps: [
        { do: 'channel', n: 2, exhausted: true },
        { do: 'draw', n: 1 },
      ],
    },
  ],
  text: {
    zh: '加速。绝念：阵亡时，以横置状态引导两张符文，然后你抽一张牌。',
    en: 'Accelerate. Deathknell: when it dies, channel two runes exhausted, then you draw a card.',
  },
});
