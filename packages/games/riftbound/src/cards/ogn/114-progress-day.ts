/** Progress Day (OGN-114/298) — mind spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-114-298',
  code: 'OGN-114/298',
  name: { en: 'Progress Day', zh: '进步日' },
  type: 'spell',
  domains: ['mind'],
  cost: { energy: 6, power: ['mind'] },
  tags: [],
  abilities: [{ kind: 'spell', steps: [{ do: 'draw', n: 4 }] }],
  text: {
    zh: '你抽四张牌。',
    en: 'You draw four cards.',
  },
});
