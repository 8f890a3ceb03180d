/** Machine Evangel (OGN-239/298) — order unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-239-298',
  code: 'OGN-239/298',
  name: { en: 'Machine Evangel', zh: '机械布道者' },
  type: 'unit',
  domains: ['order'],
  cost: { energy: 5, power: ['order'] },
  might: 4,
  tags: ['Piltover'],
  keywords: { deathknell: 1 },
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'die', who: 'me' },
      deathknell: true,
      steps: [{ do: 'token', token: 'recruit', n: 3, at: 'base' }],
    },
  ],
  creates: ['recruit'],
  text: {
    zh: '绝念：阵亡时，在你的基地放置三个1战力的新兵单位衍生物。',
    en: 'Deathknell: when it dies, three 1-Might Recruit tokens enter play in your base.',
  },
});
