/** Gust (OGN-169/298) — chaos spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-169-298',
  code: 'OGN-169/298',
  name: { en: 'Gust', zh: '阵风' },
  type: 'spell',
  domains: ['chaos'],
  cost: { energy: 1, power: [] },
  tags: [],
  keywords: { reaction: 1 },
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit', at: 'battlefield', mightAtMost: 3 } }],
      steps: [{ do: 'return', what: 0, to: 'hand' }],
    },
  ],
  text: {
    zh: '反应。将战场上一名战力不高于3的单位返回其拥有者的手牌。',
    en: 'Reaction. Pick a unit standing at a battlefield whose Might is at most 3; it goes back to the hand of the player who owns it.',
  },
});
