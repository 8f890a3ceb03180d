/** Meditation (OGN-048/298) — calm spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-048-298',
  code: 'OGN-048/298',
  name: { en: 'Meditation', zh: '冥想' },
  type: 'spell',
  domains: ['calm'],
  cost: { energy: 2, power: [] },
  tags: [],
  keywords: { reaction: 1 },
  abilities: [
    { kind: 'additional-cost', optional: true, cost: { exhaustFriendly: 1 } },
    {
      kind: 'spell',
      steps: [
        {
          do: 'if',
          cond: { paid: 'optional' },
          steps: [{ do: 'draw', n: 2 }],
          otherwise: [{ do: 'draw', n: 1 }],
        },
      ],
    },
  ],
  text: {
    zh: '反应。打出时你可以横置你的一名单位：若如此做，抽两张牌；否则抽一张。',
    en: 'Reaction. You may exhaust one of your units as you play it: then you draw two cards; otherwise one.',
  },
});
