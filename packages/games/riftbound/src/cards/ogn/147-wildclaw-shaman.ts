/** Wildclaw Shaman (OGN-147/298) — body unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-147-298',
  code: 'OGN-147/298',
  name: { en: 'Wildclaw Shaman', zh: '野爪萨满' },
  type: 'unit',
  domains: ['body'],
  cost: { energy: 4, power: [] },
  might: 3,
  tags: ['Freljord'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play', who: 'me' },
      optional: true,
      cost: { spendBuff: 'friendly' },
      steps: [
        { do: 'buff', what: 'self' },
        { do: 'ready', what: 'self' },
      ],
    },
  ],
  text: {
    zh: '打出后，你可以消耗你的单位身上的一个增益，为它施加增益并使其变为活跃。',
    en: 'After it is played, you may spend a buff of one of your units to buff it and ready it.',
  },
});
