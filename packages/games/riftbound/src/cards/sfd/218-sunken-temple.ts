/** Sunken Temple (SFD-218/221) — colourless battlefield. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-218-221',
  code: 'SFD-218/221',
  name: { en: 'Sunken Temple', zh: '沉没神殿' },
  type: 'battlefield',
  domains: [],
  tags: [],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'conquer', who: 'here', withMighty: true },
      optional: true,
      cost: { energy: 1 },
      steps: [{ do: 'draw', n: 1 }],
    },
  ],
  text: {
    zh: '当你以至少一名战力不低于5的单位征服此处时，你可以支付1点能量来抽一张牌。',
    en: 'When you conquer it with at least one unit of Might 5 or more, you may pay 1 Energy to draw a card.',
  },
});
