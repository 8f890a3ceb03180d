/** Hextech Ray (OGN-009/298) — fury spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-009-298',
  code: 'OGN-009/298',
  name: { en: 'Hextech Ray', zh: '海克斯射线' },
  type: 'spell',
  domains: ['fury'],
  cost: { energy: 1, power: ['fury'] },
  tags: [],
  keywords: { action: 1 },
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit', at: 'battlefield' } }],
      steps: [{ do: 'deal', n: 3, to: 0 }],
    },
  ],
  text: {
    zh: '迅捷。对战场上的一名单位造成3点伤害。',
    en: 'Action. Deals 3 damage to one unit at a battlefield.',
  },
});
