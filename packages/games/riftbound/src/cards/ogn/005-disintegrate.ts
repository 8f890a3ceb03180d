/** Disintegrate (OGN-005/298) — fury spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-005-298',
  code: 'OGN-005/298',
  name: { en: 'Disintegrate', zh: '崩解' },
  type: 'spell',
  domains: ['fury'],
  cost: { energy: 4, power: [] },
  tags: [],
  keywords: { action: 1 },
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit', at: 'battlefield' } }],
      steps: [
        { do: 'deal', n: 3, to: 0 },
        { do: 'if', cond: { killed: 0 }, steps: [{ do: 'reflex', steps: [{ do: 'draw', n: 1 }] }] },
      ],
    },
  ],
  text: {
    zh: '迅捷。对战场上的一名单位造成3点伤害；若因此将其摧毁，你再抽一张牌。',
    en: 'Action. Deals 3 damage to one unit at a battlefield; if that destroys it, you then draw a card.',
  },
});
