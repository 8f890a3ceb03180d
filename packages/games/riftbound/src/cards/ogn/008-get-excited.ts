/** Get Excited! (OGN-008/298) — fury spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-008-298',
  code: 'OGN-008/298',
  name: { en: 'Get Excited!', zh: '嗨起来！' },
  type: 'spell',
  domains: ['fury'],
  cost: { energy: 2, power: ['fury'] },
  tags: [],
  keywords: { action: 1 },
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit', at: 'battlefield' } }],
      steps: [
        { do: 'discard', n: 1 },
        { do: 'deal', n: { energyCost: 'chosen' }, to: 0 },
      ],
    },
  ],
  text: {
    zh: '迅捷。弃一张牌，然后对战场上的一名单位造成等同于该牌能量费用（不计符能）的伤害。',
    en: 'Action. Discard a card, then deal damage equal to that card’s Energy cost (Power not counted) to one unit at a battlefield.',
  },
});
