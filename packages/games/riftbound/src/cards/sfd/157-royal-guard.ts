/** Royal Guard (SFD-157/221) — order unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-157-221',
  code: 'SFD-157/221',
  name: { en: 'Royal Guard', zh: '皇家卫兵' },
  type: 'unit',
  domains: ['order'],
  cost: { energy: 4, power: [] },
  might: 2,
  tags: ['Shurima'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play', who: 'me' },
      steps: [{ do: 'token', token: 'sand-soldier', n: 1, at: 'here' }],
    },
  ],
  text: {
    zh: '打出后，一个2战力的黄沙士兵单位衍生物在它所在的位置进场。',
    en: 'After it is played, a 2-Might Sand Soldier token enters play at its location.',
  },
  creates: ['sand-soldier'],
});
