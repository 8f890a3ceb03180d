/** Breakneck Mech (SFD-071/221) — mind unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-071-221',
  code: 'SFD-071/221',
  name: { en: 'Breakneck Mech', zh: '飞速机甲' },
  type: 'unit',
  domains: ['mind'],
  cost: { energy: 8, power: ['mind', 'mind'] },
  might: 7,
  tags: ['Mech', 'Yordle', 'Bandle City'],
  abilities: [
    {
      kind: 'passive',
      effect: { keywords: { deflect: 1, ganking: 1 }, to: { kind: 'unit', side: 'friendly', tag: 'Mech' } },
    },
    {
      kind: 'passive',
      cond: { count: { kind: 'unit', side: 'friendly', tag: 'Mech', other: true }, atLeast: 1 },
      effect: { enterReady: 'self' },
    },
  ],
  text: {
    zh: '你的每个机甲拥有法盾与游走。若你已控制另一个机甲，它以活跃状态进场。',
    en: 'Each of your Mechs has Deflect and Ganking. It comes into play ready if you already control another Mech.',
  },
});
