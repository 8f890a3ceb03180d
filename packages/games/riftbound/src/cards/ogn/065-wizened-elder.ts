/** Wizened Elder (OGN-065/298) — calm unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-065-298',
  code: 'OGN-065/298',
  name: { en: 'Wizened Elder', zh: '睿智长者' },
  type: 'unit',
  domains: ['calm'],
  cost: { energy: 4, power: [] },
  might: 4,
  tags: ['Ionia'],
  abilities: [{ kind: 'passive', cond: { buffed: 'self' }, effect: { might: 1, to: 'self' } }],
  text: { zh: '当它带有增益时，战力再+1。', en: 'While it carries a buff it has a further +1 Might.' },
});
