/** Reaver's Row (OGN-285/298) — colourless battlefield. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-285-298',
  code: 'OGN-285/298',
  name: { en: "Reaver's Row", zh: '掠夺者街' },
  type: 'battlefield',
  domains: [],
  tags: [],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'defend', who: 'here' },
      optional: true,
      targets: [{ sel: { kind: 'unit', side: 'friendly', at: 'here' } }],
      steps: [{ do: 'move', what: 0, to: 'base' }],
    },
  ],
  text: {
    zh: '当你防守此处时，你可以将你在此处的一名单位移动回你的基地。',
    en: 'When you defend it, you may move one of your units there back to your base.',
  },
});
