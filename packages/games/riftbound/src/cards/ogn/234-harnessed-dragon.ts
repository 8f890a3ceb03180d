/** Harnessed Dragon (OGN-234/298) — order unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-234-298',
  code: 'OGN-234/298',
  name: { en: 'Harnessed Dragon', zh: '驯服之龙' },
  type: 'unit',
  domains: ['order'],
  cost: { energy: 8, power: ['order', 'order'] },
  might: 6,
  tags: ['Dragon', 'Demacia'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play', who: 'me' },
      targets: [{ sel: { kind: 'unit', side: 'enemy' } }],
      steps: [{ do: 'kill', what: 0 }],
    },
  ],
  text: {
    zh: '打出后，摧毁一名敌方单位。',
    en: 'After it is played, destroy one enemy unit.',
  },
});
