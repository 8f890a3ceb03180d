/** Lee Sin, Centered (OGN-151/298) — body champion unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-151-298',
  code: 'OGN-151/298',
  name: { en: 'Lee Sin, Centered', zh: '李青 - 心如止水' },
  type: 'unit',
  supertype: 'champion',
  domains: ['body'],
  cost: { energy: 6, power: [] },
  might: 6,
  tags: ['Lee Sin', 'Ionia'],
  keywords: { accelerate: 1 },
  abilities: [
    {
      kind: 'passive',
      effect: {
        might: 2,
        to: { kind: 'unit', side: 'friendly', other: true, buffed: true, at: 'my-battlefield' },
      },
    },
  ],
  text: {
    zh: '加速。与它同处一个战场的你的其他带增益单位战力+2。',
    en: 'Accelerate. Your other buffed units at the same battlefield as it have +2 Might.',
  },
});
