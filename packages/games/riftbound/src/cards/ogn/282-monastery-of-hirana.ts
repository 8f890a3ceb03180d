/** Monastery of Hirana (OGN-282/298) — colourless battlefield. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-282-298',
  code: 'OGN-282/298',
  name: { en: 'Monastery of Hirana', zh: '希拉娜修道院' },
  type: 'battlefield',
  domains: [],
  tags: [],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'conquer', who: 'here' },
      optional: true,
      cost: { spendBuff: 'friendly' },
      steps: [{ do: 'draw', n: 1 }],
    },
  ],
  text: {
    zh: '当你征服此处时，你可以消耗你的单位身上的一个增益来抽一张牌。',
    en: 'When you conquer it, you may spend a buff of one of your units to draw a card.',
  },
});
