/** Soaring Scout (OGN-216/298) — order unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-216-298',
  code: 'OGN-216/298',
  name: { en: 'Soaring Scout', zh: '翱翔斥候' },
  type: 'unit',
  domains: ['order'],
  cost: { energy: 2, power: [] },
  might: 1,
  tags: ['Bird', 'Freljord'],
  keywords: { deathknell: 1 },
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'die', who: 'me' },
      deathknell: true,
      steps: [{ do: 'channel', n: 1, exhausted: true }],
    },
  ],
  text: {
    zh: '绝念：阵亡时，以横置状态引导一张符文。',
    en: 'Deathknell: when it dies, channel one rune exhausted.',
  },
});
