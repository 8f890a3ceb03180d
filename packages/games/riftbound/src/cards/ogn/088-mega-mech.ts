/** Mega-Mech (OGN-088/298) — mind unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-088-298',
  code: 'OGN-088/298',
  name: { en: 'Mega-Mech', zh: '巨型机甲' },
  type: 'unit',
  domains: ['mind'],
  cost: { energy: 7, power: [] },
  might: 8,
  tags: ['Mech', 'Bandle City'],
  text: { zh: '没有技能。', en: 'No abilities.' },
});
