/** Leona, Determined (OGN-238/298) — order champion unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-238-298',
  code: 'OGN-238/298',
  name: { en: 'Leona, Determined', zh: '蕾欧娜 - 坚毅' },
  type: 'unit',
  supertype: 'champion',
  domains: ['order'],
  cost: { energy: 4, power: ['order'] },
  might: 4,
  tags: ['Leona', 'Mount Targon'],
  keywords: { shield: 1 },
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'attack', who: 'me' },
      targets: [{ sel: { kind: 'unit', side: 'enemy', at: 'here' } }],
      steps: [{ do: 'stun', what: 0 }],
    },
  ],
  text: {
    zh: '坚守。它进攻时，眩晕同一位置的一名敌方单位。',
    en: 'Shield. When it attacks, stun one enemy unit at the same place.',
  },
});
