/** Discipline (OGN-058/298) — calm spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-058-298',
  code: 'OGN-058/298',
  name: { en: 'Discipline', zh: '自律' },
  type: 'spell',
  domains: ['calm'],
  cost: { energy: 2, power: [] },
  tags: [],
  keywords: { reaction: 1 },
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit' } }],
      steps: [
        { do: 'might', n: 2, to: 0, until: 'turn' },
        { do: 'draw', n: 1 },
      ],
    },
  ],
  text: {
    zh: '反应。令一名单位本回合战力+2；你抽一张牌。',
    en: 'Reaction. One unit gets +2 Might until end of turn; you draw a card.',
  },
});
