/** Petty Officer (OGN-215/298) — order unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-215-298',
  code: 'OGN-215/298',
  name: { en: 'Petty Officer', zh: '士官' },
  type: 'unit',
  domains: ['order'],
  cost: { energy: 5, power: [] },
  might: 5,
  tags: ['Pirate', 'Bilgewater'],
  keywords: { assault: 1 },
  text: { zh: '强攻（作为进攻方时战力+1）。', en: 'Assault (+1 Might as an attacker).' },
});
