/** Crackshot Corsair (OGN-130/298) — body unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-130-298',
  code: 'OGN-130/298',
  name: { en: 'Crackshot Corsair', zh: '神射海盗' },
  type: 'unit',
  domains: ['body'],
  cost: { energy: 3, power: [] },
  might: 3,
  tags: ['Pirate', 'Bilgewater'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'attack', who: 'me' },
      targets: [{ sel: { kind: 'unit', side: 'enemy', at: 'here' } }],
      steps: [{ do: 'deal', n: 1, to: 0 }],
    },
  ],
  text: {
    zh: '当它进攻时，对其所在战场的一名敌方单位造成1点伤害。',
    en: 'When it attacks, 1 damage to an enemy unit at its battlefield.',
  },
});
