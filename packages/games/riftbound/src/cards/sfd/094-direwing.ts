/** Direwing (SFD-094/221) — body unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-094-221',
  code: 'SFD-094/221',
  name: { en: 'Direwing', zh: '恐翼龙' },
  type: 'unit',
  domains: ['body'],
  cost: { energy: 7, power: [] },
  might: 7,
  tags: ['Dragon', 'Demacia'],
  abilities: [
    {
      kind: 'passive',
      cond: { count: { kind: 'unit', side: 'friendly', tag: 'Dragon' }, atLeast: 1 },
      effect: { enterReady: 'self' },
    },
  ],
  text: {
    zh: '若你控制另一条龙，它以活跃状态进场。',
    en: 'While another Dragon of yours is on the board, it enters play ready.',
  },
});
