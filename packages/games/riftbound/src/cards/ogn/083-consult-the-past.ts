/** Consult the Past (OGN-083/298) — mind spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-083-298',
  code: 'OGN-083/298',
  name: { en: 'Consult the Past', zh: '问询过往' },
  type: 'spell',
  domains: ['mind'],
  cost: { energy: 4, power: [] },
  tags: [],
  keywords: { hidden: 1, reaction: 1 },
  abilities: [{ kind: 'spell', steps: [{ do: 'draw', n: 2 }] }],
  text: { zh: '待命。反应。抽两张牌。', en: 'Hidden. Reaction. Draw two cards.' },
});
