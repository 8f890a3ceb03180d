/** Recruit (DE) (OGN-271/298) — colourless token unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-271-298',
  code: 'OGN-271/298',
  name: { en: 'Recruit (DE)', zh: '新兵（德玛西亚）' },
  type: 'unit',
  supertype: 'token',
  domains: [],
  might: 1,
  tags: ['Recruit'],
  text: { zh: '1战力的新兵衍生物。', en: 'A 1-Might Recruit token.' },
});
