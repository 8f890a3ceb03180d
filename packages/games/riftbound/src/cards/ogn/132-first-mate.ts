/** First Mate (OGN-132/298) — body unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-132-298',
  code: 'OGN-132/298',
  name: { en: 'First Mate', zh: '大副' },
  type: 'unit',
  domains: ['body'],
  cost: { energy: 3, power: [] },
  might: 3,
  tags: ['Pirate', 'Bilgewater'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play', who: 'me' },
      targets: [{ sel: { kind: 'unit', other: true } }],
      steps: [{ do: 'ready', what: 0 }],
    },
  ],
  text: { zh: '打出后，使另一名单位变为活跃。', en: 'After it is played, ready another unit.' },
});
