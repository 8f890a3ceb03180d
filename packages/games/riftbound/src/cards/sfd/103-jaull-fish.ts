/** Jaull-Fish (SFD-103/221) — body unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-103-221',
  code: 'SFD-103/221',
  name: { en: 'Jaull-Fish', zh: '乔尔鱼' },
  type: 'unit',
  domains: ['body'],
  cost: { energy: 7, power: ['body', 'body'] },
  might: 6,
  tags: ['Bilgewater'],
  keywords: { accelerate: 1 },
  abilities: [
    {
      kind: 'passive',
      effect: {
        cost: { energy: { per: { kind: 'unit', side: 'friendly', mighty: true }, times: -2 } },
        of: 'self',
      },
    },
  ],
  text: {
    zh: '加速。你每有一名战力不低于5的单位，其费用减少2点能量。',
    en: 'Accelerate. Costs 2 Energy less for each of your units with Might 5 or more.',
  },
});
