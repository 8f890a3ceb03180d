/** Watchful Sentry (OGN-096/298) — mind unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-096-298',
  code: 'OGN-096/298',
  name: { en: 'Watchful Sentry', zh: '警觉哨兵' },
  type: 'unit',
  domains: ['mind'],
  cost: { energy: 2, power: [] },
  might: 1,
  tags: ['Freljord'],
  keywords: { deathknell: 1 },
  abilities: [
    { kind: 'triggered', on: { on: 'die', who: 'me' }, deathknell: true, steps: [{ do: 'draw', n: 1 }] },
  ],
  text: {
    zh: '绝念：阵亡时，你抽一张牌。',
    en: 'Deathknell: when it dies, you draw a card.',
  },
});
