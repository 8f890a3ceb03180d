/** Altar to Unity (OGN-275/298) — colourless battlefield. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-275-298',
  code: 'OGN-275/298',
  name: { en: 'Altar to Unity', zh: '团结祭坛' },
  type: 'battlefield',
  domains: [],
  tags: [],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'hold', who: 'here' },
      steps: [{ do: 'token', token: 'recruit', n: 1, at: 'base' }],
    },
  ],
  text: {
    zh: '当你据守此处时，一个1战力的新兵单位衍生物进入你的基地。',
    en: 'When you hold it, a 1-Might Recruit token enters your base.',
  },
  creates: ['recruit'],
});
