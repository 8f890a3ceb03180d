/** Cruel Patron (OGN-208/298) — order unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-208-298',
  code: 'OGN-208/298',
  name: { en: 'Cruel Patron', zh: '残酷赞助人' },
  type: 'unit',
  domains: ['order'],
  cost: { energy: 4, power: [] },
  might: 6,
  tags: ['Noxus'],
  abilities: [{ kind: 'additional-cost', optional: false, cost: { killFriendly: 1 } }],
  text: {
    zh: '打出它时，你必须额外摧毁你的一名单位。',
    en: 'To play it you must also destroy one of your units.',
  },
});
