/** Void Seeker (OGN-024/298) — fury spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-024-298',
  code: 'OGN-024/298',
  name: { en: 'Void Seeker', zh: '虚空索敌' },
  type: 'spell',
  domains: ['fury'],
  cost: { energy: 3, power: ['fury'] },
  tags: [],
  keywords: { action: 1 },
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit', at: 'battlefield' } }],
      steps: [
        { do: 'deal', n: 4, to: 0 },
        { do: 'draw', n: 1 },
      ],
    },
  ],
  text: {
    zh: '迅捷。对战场上的一名单位造成4点伤害，并且你抽一张牌。',
    en: 'Action. 4 damage to one unit at a battlefield, and you draw a card.',
  },
});
