/** Startipped Peak (OGN-288/298) — colourless battlefield. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-288-298',
  code: 'OGN-288/298',
  name: { en: 'Startipped Peak', zh: '星尖峰' },
  type: 'battlefield',
  domains: [],
  tags: [],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'hold', who: 'here' },
      optional: true,
      steps: [{ do: 'channel', n: 1, exhausted: true }],
    },
  ],
  text: {
    zh: '当你据守此处时，你可以以横置状态引导一张符文。',
    en: 'When you hold it, you may channel one rune exhausted.',
  },
});
