/** Riptide Rex (OGN-092/298) — mind unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-092-298',
  code: 'OGN-092/298',
  name: { en: 'Riptide Rex', zh: '激流霸王龙' },
  type: 'unit',
  domains: ['mind'],
  cost: { energy: 6, power: ['mind', 'mind'] },
  might: 6,
  tags: ['Pirate', 'Bilgewater'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play', who: 'me' },
      targets: [{ sel: { kind: 'unit', side: 'enemy', at: 'battlefield' } }],
      steps: [{ do: 'deal', n: 6, to: 0 }],
    },
  ],
  text: {
    zh: '打出后，对战场上的一名敌方单位造成6点伤害。',
    en: 'After it is played, deals 6 damage to one enemy unit at a battlefield.',
  },
});
