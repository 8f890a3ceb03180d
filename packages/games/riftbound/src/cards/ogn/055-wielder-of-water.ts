/** Wielder of Water (OGN-055/298) — calm unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-055-298',
  code: 'OGN-055/298',
  name: { en: 'Wielder of Water', zh: '御水者' },
  type: 'unit',
  domains: ['calm'],
  cost: { energy: 3, power: [] },
  might: 2,
  tags: ['Ionia'],
  abilities: [
    { kind: 'passive', cond: { designation: 'either', alone: true }, effect: { might: 2, to: 'self' } },
  ],
  text: {
    zh: '当它是你唯一的进攻方或唯一的防守方时，战力+2。',
    en: '+2 Might while it is your only attacker or your only defender.',
  },
});
