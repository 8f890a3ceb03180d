/** Vanguard Captain (OGN-218/298) — order unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-218-298',
  code: 'OGN-218/298',
  name: { en: 'Vanguard Captain', zh: '先锋队长' },
  type: 'unit',
  domains: ['order'],
  cost: { energy: 3, power: ['order'] },
  might: 3,
  tags: ['Elite', 'Demacia'],
  keywords: { legion: 1 },
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play', who: 'me' },
      cond: { legion: true },
      steps: [{ do: 'token', token: 'recruit', n: 2, at: 'here' }],
    },
  ],
  creates: ['recruit'],
  text: {
    zh: '军团：打出后，若你本回合已打出过其他牌，在它所在位置放置两个1战力的新兵单位衍生物。',
    en: 'Legion: after it is played, if you already played another card this turn, two 1-Might Recruit tokens enter play where it is.',
  },
});
