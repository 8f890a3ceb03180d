/** Grove of the God-Willow (OGN-280/298) — colourless battlefield. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-280-298',
  code: 'OGN-280/298',
  name: { en: 'Grove of the God-Willow', zh: '神柳林' },
  type: 'battlefield',
  domains: [],
  tags: [],
  abilities: [{ kind: 'triggered', on: { on: 'hold', who: 'here' }, steps: [{ do: 'draw', n: 1 }] }],
  text: { zh: '当你据守此处时，抽一张牌。', en: 'When you hold it, draw a card.' },
});
