/** Mystic Poro (OGN-171/298) — chaos unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-171-298',
  code: 'OGN-171/298',
  name: { en: 'Mystic Poro', zh: '神秘魄罗' },
  type: 'unit',
  domains: ['chaos'],
  cost: { energy: 2, power: [] },
  might: 2,
  tags: ['Poro'],
  keywords: { vision: 1 },
  text: {
    zh: '预知（打出后查看你牌库顶的牌，你可以将其置于牌库底）。',
    en: 'Vision (after it is played, look at the top card of your deck; you may put it on the bottom).',
  },
});
