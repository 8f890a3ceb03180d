/** Stormclaw Ursine (OGN-137/298) — body unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-137-298',
  code: 'OGN-137/298',
  name: { en: 'Stormclaw Ursine', zh: '风暴爪熊' },
  type: 'unit',
  domains: ['body'],
  cost: { energy: 7, power: [] },
  might: 6,
  tags: ['Freljord'],
  keywords: { tank: 1 },
  abilities: [
    { kind: 'triggered', on: { on: 'play', who: 'me' }, steps: [{ do: 'channel', n: 1, exhausted: true }] },
  ],
  text: {
    zh: '重甲。打出后，以横置状态引导一张符文。',
    en: 'Tank. After it is played, channel one rune exhausted.',
  },
});
