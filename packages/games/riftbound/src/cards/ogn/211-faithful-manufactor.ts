/** Faithful Manufactor (OGN-211/298) — order unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-211-298',
  code: 'OGN-211/298',
  name: { en: 'Faithful Manufactor', zh: '忠实制造者' },
  type: 'unit',
  domains: ['order'],
  cost: { energy: 3, power: [] },
  might: 2,
  tags: ['Piltover'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play', who: 'me' },
      steps: [{ do: 'token', token: 'recruit', n: 1, at: 'here' }],
    },
  ],
  text: {
    zh: '打出后，一个1战力的新兵单位衍生物在它所在的位置进场。',
    en: 'After it is played, a 1-Might Recruit token enters play at its location.',
  },
  creates: ['recruit'],
});
