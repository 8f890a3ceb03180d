/** Targon's Peak (OGN-289/298) — colourless battlefield. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-289-298',
  code: 'OGN-289/298',
  name: { en: "Targon's Peak", zh: '巨神峰' },
  type: 'battlefield',
  domains: [],
  tags: [],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'conquer', who: 'here' },
      steps: [{ do: 'delayed', at: 'turn-end', steps: [{ do: 'ready-runes', upTo: 2 }] }],
    },
  ],
  text: {
    zh: '当你征服此处时，本回合结束时使你的至多两张符文变为活跃。',
    en: 'When you conquer it, as this turn ends ready as many as two of your runes.',
  },
});
