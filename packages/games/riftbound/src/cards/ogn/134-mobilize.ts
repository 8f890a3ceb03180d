/** Mobilize (OGN-134/298) — body spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-134-298',
  code: 'OGN-134/298',
  name: { en: 'Mobilize', zh: '动员' },
  type: 'spell',
  domains: ['body'],
  cost: { energy: 2, power: [] },
  tags: [],
  abilities: [
    { kind: 'spell', steps: [{ do: 'channel', n: 1, exhausted: true, otherwise: [{ do: 'draw', n: 1 }] }] },
  ],
  text: {
    zh: '将你符文牌库顶的一张符文以横置状态引导入场；若无法如此做，改为抽一张牌。',
    en: 'Put the top rune of your rune deck into play exhausted; if there is none, draw a card instead.',
  },
});
