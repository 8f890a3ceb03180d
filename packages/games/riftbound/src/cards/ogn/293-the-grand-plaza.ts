/** The Grand Plaza (OGN-293/298) — colourless battlefield. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-293-298',
  code: 'OGN-293/298',
  name: { en: 'The Grand Plaza', zh: '大广场' },
  type: 'battlefield',
  domains: [],
  tags: [],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'hold', who: 'here' },
      cond: { count: { kind: 'unit', side: 'friendly', at: 'here' }, atLeast: 7 },
      steps: [{ do: 'win' }],
    },
  ],
  text: {
    zh: '当你据守此处且你在此处有至少七名单位时，你赢得游戏。',
    en: 'When you hold it with seven or more of your units there, you win the game.',
  },
});
