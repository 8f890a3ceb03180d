/** Sunlit Guardian (OGN-054/298) — calm unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-054-298',
  code: 'OGN-054/298',
  name: { en: 'Sunlit Guardian', zh: '日光守卫' },
  type: 'unit',
  domains: ['calm'],
  cost: { energy: 3, power: [] },
  might: 3,
  tags: ['Shurima'],
  keywords: { shield: 1, tank: 1 },
  text: {
    zh: '坚守。重甲（战斗伤害须先分配给它）。',
    en: 'Shield. Tank (combat damage must be assigned to it first).',
  },
});
