/** Fiora, Worthy (SFD-180/221) — order champion unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-180-221',
  code: 'SFD-180/221',
  name: { en: 'Fiora, Worthy', zh: '菲奥娜 - 不负盛名' },
  type: 'unit',
  supertype: 'champion',
  domains: ['order'],
  cost: { energy: 3, power: [] },
  might: 3,
  tags: ['Fiora', 'Demacia'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'becomes-mighty', who: 'friendly' },
      optional: true,
      cost: { power: ['order'] },
      steps: [{ do: 'ready', what: 'it' }],
    },
  ],
  text: {
    zh: '每当你的一名单位战力达到5或以上时，你可以支付1点秩序之力，使其变为活跃。',
    en: 'Whenever one of your units reaches Might 5 or more, you may pay 1 Order Power to ready it.',
  },
});
