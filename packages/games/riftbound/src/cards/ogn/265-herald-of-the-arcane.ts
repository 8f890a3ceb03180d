/** Herald of the Arcane (OGN-265/298) — mind/order legend. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-265-298',
  code: 'OGN-265/298',
  name: { en: 'Herald of the Arcane', zh: '奥术先驱' },
  type: 'legend',
  domains: ['mind', 'order'],
  tags: ['Viktor'],
  abilities: [
    {
      kind: 'activated',
      cost: { energy: 1, exhaust: true },
      steps: [{ do: 'token', token: 'recruit', n: 1, at: 'any' }],
    },
  ],
  text: {
    zh: '支付1点能量并横置此牌：一个1战力的新兵单位衍生物在你的控制下进场。',
    en: 'Pay 1 Energy and exhaust it: a 1-Might Recruit token enters play under your control.',
  },
  creates: ['recruit'],
});
