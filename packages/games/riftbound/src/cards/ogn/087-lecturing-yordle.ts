/** Lecturing Yordle (OGN-087/298) — mind unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-087-298',
  code: 'OGN-087/298',
  name: { en: 'Lecturing Yordle', zh: '说教约德尔人' },
  type: 'unit',
  domains: ['mind'],
  cost: { energy: 3, power: [] },
  might: 2,
  tags: ['Yordle', 'Bandle City'],
  keywords: { tank: 1 },
  abilities: [{ kind: 'triggered', on: { on: 'play', who: 'me' }, steps: [{ do: 'draw', n: 1 }] }],
  text: { zh: '重甲。打出后，你抽一张牌。', en: 'Tank. After it is played, you draw a card.' },
});
