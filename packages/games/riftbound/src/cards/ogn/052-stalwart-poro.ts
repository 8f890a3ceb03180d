/** Stalwart Poro (OGN-052/298) — calm unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-052-298',
  code: 'OGN-052/298',
  name: { en: 'Stalwart Poro', zh: '坚定魄罗' },
  type: 'unit',
  domains: ['calm'],
  cost: { energy: 2, power: [] },
  might: 2,
  tags: ['Poro'],
  keywords: { shield: 1 },
  text: { zh: '坚守（作为防守方时战力+1）。', en: 'Shield (+1 Might as a defender).' },
});
