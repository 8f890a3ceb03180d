/** Pakaa Cub (OGN-135/298) — body unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-135-298',
  code: 'OGN-135/298',
  name: { en: 'Pakaa Cub', zh: '帕卡幼崽' },
  type: 'unit',
  domains: ['body'],
  cost: { energy: 3, power: [] },
  might: 3,
  tags: ['Cat', 'Ixtal'],
  keywords: { hidden: 1 },
  text: { zh: '待命。', en: 'Hidden.' },
});
