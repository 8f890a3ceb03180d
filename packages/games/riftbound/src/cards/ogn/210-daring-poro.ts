/** Daring Poro (OGN-210/298) — order unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-210-298',
  code: 'OGN-210/298',
  name: { en: 'Daring Poro', zh: '大胆魄罗' },
  type: 'unit',
  domains: ['order'],
  cost: { energy: 2, power: [] },
  might: 2,
  tags: ['Poro'],
  keywords: { assault: 1 },
  text: { zh: '强攻（作为进攻方时战力+1）。', en: 'Assault (+1 Might as an attacker).' },
});
