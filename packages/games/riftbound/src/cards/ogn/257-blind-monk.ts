/** Blind Monk (OGN-257/298) — calm/body legend. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-257-298',
  code: 'OGN-257/298',
  name: { en: 'Blind Monk', zh: '盲僧' },
  type: 'legend',
  domains: ['calm', 'body'],
  tags: ['Lee Sin'],
  abilities: [
    {
      kind: 'activated',
      cost: { energy: 1, exhaust: true },
      targets: [{ sel: { kind: 'unit', side: 'friendly' } }],
      steps: [{ do: 'buff', what: 0 }],
    },
  ],
  text: {
    zh: '支付1点能量并横置此牌：为你的一名单位施加增益。',
    en: 'Pay 1 Energy and exhaust it: buff one of your units.',
  },
});
