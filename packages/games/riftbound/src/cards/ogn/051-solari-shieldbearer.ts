/** Solari Shieldbearer (OGN-051/298) — calm unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-051-298',
  code: 'OGN-051/298',
  name: { en: 'Solari Shieldbearer', zh: '烈阳持盾者' },
  type: 'unit',
  domains: ['calm'],
  cost: { energy: 3, power: [] },
  might: 2,
  tags: ['Mount Targon'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play', who: 'me' },
      targets: [{ sel: { kind: 'unit' } }],
      steps: [{ do: 'stun', what: 0 }],
    },
  ],
  text: {
    zh: '打出后，眩晕一名单位。',
    en: 'After it is played, stun one unit.',
  },
});
