/** Garen, Rugged (OGS-007/024) — body champion unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogs-007-024',
  code: 'OGS-007/024',
  name: { en: 'Garen, Rugged', zh: '盖伦 - 坚毅' },
  type: 'unit',
  supertype: 'champion',
  domains: ['body'],
  cost: { energy: 6, power: ['body'] },
  might: 5,
  tags: ['Elite', 'Garen', 'Demacia'],
  keywords: { assault: 2, shield: 2 },
  text: {
    zh: '强攻2、坚守2（作为进攻方或防守方时战力+2）。',
    en: 'Assault 2 and Shield 2 (+2 Might as an attacker or as a defender).',
  },
});
