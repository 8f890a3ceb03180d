/** Noxian Drummer (OGN-222/298) — order unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-222-298',
  code: 'OGN-222/298',
  name: { en: 'Noxian Drummer', zh: '诺克萨斯鼓手' },
  type: 'unit',
  domains: ['order'],
  cost: { energy: 3, power: [] },
  might: 3,
  tags: ['Trifarian', 'Noxus'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'move-to-battlefield', who: 'me' },
      steps: [{ do: 'token', token: 'recruit', n: 1, at: 'here' }],
    },
  ],
  text: {
    zh: '每当它移动到一处战场时，一个1战力的新兵单位衍生物也在该战场进场。',
    en: 'Each time it moves to a battlefield, a 1-Might Recruit token enters play at that battlefield too.',
  },
  creates: ['recruit'],
});
