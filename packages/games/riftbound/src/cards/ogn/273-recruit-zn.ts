/** Recruit (ZN) (OGN-273/298) — colourless token unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-273-298',
  code: 'OGN-273/298',
  name: { en: 'Recruit (ZN)', zh: '新兵（祖安）' },
  type: 'unit',
  supertype: 'token',
  domains: [],
  might: 1,
  tags: ['Recruit'],
  text: { zh: '1战力的新兵衍生物。', en: 'A 1-Might Recruit token.' },
});
