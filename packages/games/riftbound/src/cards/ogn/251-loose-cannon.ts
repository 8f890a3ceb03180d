/** Loose Cannon (OGN-251/298) — fury/chaos legend. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-251-298',
  code: 'OGN-251/298',
  name: { en: 'Loose Cannon', zh: '不羁火炮' },
  type: 'legend',
  domains: ['fury', 'chaos'],
  tags: ['Jinx'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'beginning-phase', who: 'you' },
      cond: { hand: { atMost: 1 } },
      steps: [{ do: 'draw', n: 1 }],
    },
  ],
  text: {
    zh: '你的开始阶段开始时，若你的手牌不多于一张，抽一张牌。',
    en: 'As your Beginning Phase starts, if you hold at most one card, draw a card.',
  },
});
