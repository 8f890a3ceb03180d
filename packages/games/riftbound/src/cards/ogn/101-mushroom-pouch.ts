/** Mushroom Pouch (OGN-101/298) — mind gear. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-101-298',
  code: 'OGN-101/298',
  name: { en: 'Mushroom Pouch', zh: '蘑菇袋' },
  type: 'gear',
  domains: ['mind'],
  cost: { energy: 2, power: [] },
  tags: [],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'beginning-phase', who: 'you' },
      cond: { count: { kind: 'facedown', side: 'friendly' }, atLeast: 1 },
      steps: [{ do: 'draw', n: 1 }],
    },
  ],
  text: {
    zh: '你的开始阶段开始时，若你在战场上有背面朝上的牌，抽一张牌。',
    en: 'As your Beginning Phase starts, draw a card if one of your cards lies facedown at some battlefield.',
  },
});
