/** Recruit (NX) (OGN-272/298) — colourless token unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-272-298',
  code: 'OGN-272/298',
  name: { en: 'Recruit (NX)', zh: '新兵（诺克萨斯）' },
  type: 'unit',
  supertype: 'token',
  domains: [],
  might: 1,
  tags: ['Recruit'],
  text: { zh: '1战力的新兵衍生物。', en: 'A 1-Might Recruit token.' },
});
