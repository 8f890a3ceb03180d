/** Undercover Agent (OGN-178/298) — chaos unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-178-298',
  code: 'OGN-178/298',
  name: { en: 'Undercover Agent', zh: '卧底特工' },
  type: 'unit',
  domains: ['chaos'],
  cost: { energy: 5, power: ['chaos'] },
  might: 5,
  tags: [],
  keywords: { deathknell: 1 },
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'die', who: 'me' },
      deathknell: true,
      steps: [
        { do: 'discard', n: 2 },
        { do: 'draw', n: 2 },
      ],
    },
  ],
  text: {
    zh: '绝念：阵亡时，弃两张牌，然后抽两张牌。',
    en: 'Deathknell: when it dies, discard two cards, then draw two.',
  },
});
