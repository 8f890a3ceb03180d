/** Wraith of Echoes (OGN-118/298) — mind unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-118-298',
  code: 'OGN-118/298',
  name: { en: 'Wraith of Echoes', zh: '回声幽魂' },
  type: 'unit',
  domains: ['mind'],
  cost: { energy: 6, power: ['mind'] },
  might: 5,
  tags: ['Spirit', 'Shadow Isles'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'die', who: 'friendly', firstEachTurn: true },
      steps: [{ do: 'draw', n: 1 }],
    },
  ],
  text: {
    zh: '每回合你的单位第一次阵亡时，抽一张牌。',
    en: 'The first time in a turn that one of your units dies, draw a card.',
  },
});
