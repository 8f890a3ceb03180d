/** Vanguard Sergeant (OGN-219/298) — order unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-219-298',
  code: 'OGN-219/298',
  name: { en: 'Vanguard Sergeant', zh: '先锋军士' },
  type: 'unit',
  domains: ['order'],
  cost: { energy: 4, power: [] },
  might: 4,
  tags: ['Elite', 'Demacia'],
  text: { zh: '没有技能。', en: 'No abilities.' },
});
