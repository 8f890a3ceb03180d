/** Trifarian Gloryseeker (OGN-217/298) — order unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-217-298',
  code: 'OGN-217/298',
  name: { en: 'Trifarian Gloryseeker', zh: '崔法利荣耀追寻者' },
  type: 'unit',
  domains: ['order'],
  cost: { energy: 2, power: [] },
  might: 2,
  tags: ['Trifarian', 'Noxus'],
  keywords: { legion: 1 },
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play', who: 'me' },
      cond: { legion: true },
      steps: [{ do: 'buff', what: 'self' }],
    },
  ],
  text: {
    zh: '军团：打出后，若你本回合已打出过其他牌，为它施加增益。',
    en: 'Legion: after it is played, if you already played another card this turn, buff it.',
  },
});
