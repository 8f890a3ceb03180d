/** Grand Duelist (SFD-205/221) — body/order legend. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-205-221',
  code: 'SFD-205/221',
  name: { en: 'Grand Duelist', zh: '无双剑姬' },
  type: 'legend',
  domains: ['body', 'order'],
  tags: ['Fiora'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'becomes-mighty', who: 'friendly' },
      optional: true,
      cost: { exhaust: true },
      steps: [{ do: 'channel', n: 1, exhausted: true }],
    },
  ],
  text: {
    zh: '每当你的一名单位战力达到5或以上时，你可以横置此牌，以横置状态引导一张符文。',
    en: 'Whenever one of your units reaches Might 5 or more, you may exhaust it to channel one rune exhausted.',
  },
});
