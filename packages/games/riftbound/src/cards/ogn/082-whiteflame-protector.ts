/** Whiteflame Protector (OGN-082/298) — calm unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-082-298',
  code: 'OGN-082/298',
  name: { en: 'Whiteflame Protector', zh: '白焰守护者' },
  type: 'unit',
  domains: ['calm'],
  cost: { energy: 8, power: ['calm', 'calm'] },
  might: 8,
  tags: ['Dragon', 'Mount Targon'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play', who: 'me' },
      targets: [{ sel: { kind: 'unit' } }],
      steps: [{ do: 'might', n: 8, to: 0, until: 'turn' }],
    },
  ],
  text: {
    zh: '打出后，令一名单位本回合战力+8。',
    en: 'After it is played, one unit gets +8 Might until end of turn.',
  },
});
