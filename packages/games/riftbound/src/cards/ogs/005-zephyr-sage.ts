/** Zephyr Sage (OGS-005/024) — calm unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogs-005-024',
  code: 'OGS-005/024',
  name: { en: 'Zephyr Sage', zh: '西风贤者' },
  type: 'unit',
  domains: ['calm'],
  cost: { energy: 6, power: ['calm'] },
  might: 6,
  tags: ['Ionia', 'Bird'],
  keywords: { shield: 1 },
  text: { zh: '坚守（作为防守方时战力+1）。', en: 'Shield (+1 Might as a defender).' },
});
