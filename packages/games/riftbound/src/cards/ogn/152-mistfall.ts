/** Mistfall (OGN-152/298) — body gear. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-152-298',
  code: 'OGN-152/298',
  name: { en: 'Mistfall', zh: '雾降' },
  type: 'gear',
  domains: ['body'],
  cost: { energy: 3, power: [] },
  tags: [],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'buff', who: 'friendly' },
      optional: true,
      cost: { power: ['body'], exhaust: true },
      steps: [{ do: 'ready', what: 'it' }],
    },
  ],
  text: {
    zh: '每当你为你的单位施加增益时，你可以支付1点体魄之力并横置此牌，使该单位变为活跃。',
    en: 'Whenever you buff one of your units, you may pay 1 Body Power and exhaust this to ready that unit.',
  },
});
