/** Catalyst of Aeons (OGN-138/298) — body spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-138-298',
  code: 'OGN-138/298',
  name: { en: 'Catalyst of Aeons', zh: '万古催化' },
  type: 'spell',
  domains: ['body'],
  cost: { energy: 4, power: [] },
  tags: [],
  abilities: [
    {
      kind: 'spell',
      steps: [{ do: 'channel', n: 2, exhausted: true, otherwise: [{ do: 'draw', n: 1 }] }],
    },
  ],
  text: {
    zh: '以横置状态引导两张符文；若未能引导两张，你抽一张牌。',
    en: 'Channel two runes exhausted; if you could not channel two, you draw a card.',
  },
});
