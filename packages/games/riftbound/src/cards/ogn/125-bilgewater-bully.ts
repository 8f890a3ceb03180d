/** Bilgewater Bully (OGN-125/298) — body unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-125-298',
  code: 'OGN-125/298',
  name: { en: 'Bilgewater Bully', zh: '比尔吉沃特恶霸' },
  type: 'unit',
  domains: ['body'],
  cost: { energy: 6, power: [] },
  might: 6,
  tags: ['Bilgewater'],
  abilities: [
    { kind: 'passive', cond: { buffed: 'self' }, effect: { keywords: { ganking: 1 }, to: 'self' } },
  ],
  text: { zh: '当它带有增益时，拥有游走。', en: 'Has Ganking while it carries a buff.' },
});
