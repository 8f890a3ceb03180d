/** Might of Demacia - Starter (OGS-023/024) — body/order champion legend. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogs-023-024',
  code: 'OGS-023/024',
  name: { en: 'Might of Demacia - Starter', zh: '德玛西亚之力（入门）' },
  type: 'legend',
  supertype: 'champion',
  domains: ['body', 'order'],
  tags: ['Garen'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'conquer', who: 'you' },
      cond: { count: { kind: 'unit', side: 'friendly', at: 'event' }, atLeast: 4 },
      steps: [{ do: 'draw', n: 2 }],
    },
  ],
  text: {
    zh: '当你征服时，若你在该战场上有至少四名单位，抽两张牌。',
    en: 'Whenever you conquer with four or more of your units there, draw two cards.',
  },
});
