/** Xin Zhao, Vigilant (SFD-176/221) — order champion unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-176-221',
  code: 'SFD-176/221',
  name: { en: 'Xin Zhao, Vigilant', zh: '赵信 - 警戒' },
  type: 'unit',
  supertype: 'champion',
  domains: ['order'],
  cost: { energy: 3, power: ['order'] },
  might: 4,
  tags: ['Demacia', 'Xin Zhao'],
  keywords: { tank: 1 },
  abilities: [
    {
      kind: 'passive',
      cond: { count: { kind: 'unit', side: 'friendly', at: 'base' }, atLeast: 2 },
      effect: { enterReady: 'self' },
    },
  ],
  text: {
    zh: '重甲。若你的基地中有至少两名其他单位，它以活跃状态进场。',
    en: 'Tank. It enters play ready if at least two other units of yours are in your base.',
  },
});
