/** Jeweled Colossus (OGN-086/298) — mind unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-086-298',
  code: 'OGN-086/298',
  name: { en: 'Jeweled Colossus', zh: '宝石巨像' },
  type: 'unit',
  domains: ['mind'],
  cost: { energy: 5, power: [] },
  might: 5,
  tags: ['Mount Targon'],
  keywords: { vision: 1, shield: 1 },
  text: { zh: '预知。坚守。', en: 'Vision. Shield.' },
});
