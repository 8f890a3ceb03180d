/** Black Rose Dignitary (UNL-152/219) — order unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'unl-152-219',
  code: 'UNL-152/219',
  name: { en: 'Black Rose Dignitary', zh: '黑玫瑰显贵' },
  type: 'unit',
  domains: ['order'],
  cost: { energy: 3, power: [] },
  might: 2,
  tags: ['Noxus'],
  keywords: { assault: 1, deathknell: 1 },
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'die', who: 'me' },
      deathknell: true,
      steps: [{ do: 'channel', n: 1, exhausted: true }],
    },
  ],
  text: {
    zh: '强攻。绝念：阵亡时，以横置状态引导一张符文。',
    en: 'Assault. Deathknell: when it dies, channel one rune exhausted.',
  },
});
