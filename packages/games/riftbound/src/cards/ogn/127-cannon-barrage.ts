/** Cannon Barrage (OGN-127/298) — body spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-127-298',
  code: 'OGN-127/298',
  name: { en: 'Cannon Barrage', zh: '火炮齐射' },
  type: 'spell',
  domains: ['body'],
  cost: { energy: 2, power: ['body'] },
  tags: [],
  keywords: { reaction: 1 },
  abilities: [
    {
      kind: 'spell',
      steps: [{ do: 'deal', n: 2, to: { all: { kind: 'unit', side: 'enemy', at: 'combat' } } }],
    },
  ],
  text: {
    zh: '反应。正在战斗中的每名敌方单位受到2点伤害。',
    en: 'Reaction. Every enemy unit in the current combat takes 2 damage.',
  },
});
