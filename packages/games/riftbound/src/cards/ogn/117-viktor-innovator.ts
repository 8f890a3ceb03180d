/** Viktor, Innovator (OGN-117/298) — mind champion unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-117-298',
  code: 'OGN-117/298',
  name: { en: 'Viktor, Innovator', zh: '维克托 - 革新者' },
  type: 'unit',
  supertype: 'champion',
  domains: ['mind'],
  cost: { energy: 4, power: ['mind'] },
  might: 3,
  tags: ['Viktor', 'Zaun'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play-card', who: 'you', card: { kind: 'card', onOpponentsTurn: true } },
      steps: [{ do: 'token', token: 'recruit', n: 1, at: 'base' }],
    },
  ],
  text: {
    zh: '每当你在对手的回合打出一张牌时，一个1战力的新兵单位衍生物进入你的基地。',
    en: 'Each time you play a card during an opponent’s turn, a 1-Might Recruit token enters your base.',
  },
  creates: ['recruit'],
});
