/** Production Surge (SFD-076/221) — mind spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-076-221',
  code: 'SFD-076/221',
  name: { en: 'Production Surge', zh: '产能激增' },
  type: 'spell',
  domains: ['mind'],
  cost: { energy: 4, power: ['mind'] },
  tags: [],
  abilities: [
    {
      kind: 'passive',
      cond: { count: { kind: 'unit', side: 'friendly', tag: 'Mech' }, atLeast: 1 },
      effect: { cost: { energy: -2 }, of: 'self' },
    },
    {
      kind: 'spell',
      steps: [
        { do: 'token', token: 'mech', n: 1, at: 'base' },
        { do: 'draw', n: 1 },
      ],
    },
  ],
  text: {
    zh: '若你控制机甲，其费用减少2点能量。一个3战力的机甲单位衍生物进入你的基地；你抽一张牌。',
    en: 'Costs 2 Energy less while you control a Mech. A 3-Might Mech token enters your base; you draw a card.',
  },
  creates: ['mech'],
});
