/** Wages of Pain (SFD-070/221) — mind spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-070-221',
  code: 'SFD-070/221',
  name: { en: 'Wages of Pain', zh: '痛苦代价' },
  type: 'spell',
  domains: ['mind'],
  cost: { energy: 3, power: [] },
  tags: [],
  keywords: { hidden: 1, action: 1 },
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit', at: 'battlefield' } }],
      steps: [
        { do: 'deal', n: 3, to: 0 },
        { do: 'token', token: 'gold', n: 1, at: 'base', exhausted: true },
      ],
    },
  ],
  text: {
    zh: '待命。迅捷。对战场上的一名单位造成3点伤害；一个横置的金币装备衍生物进入你的基地。',
    en: 'Hidden. Action. 3 damage to one unit at a battlefield; an exhausted Gold gear token enters your base.',
  },
  creates: ['gold'],
});
