/** Garen, Commander (OGS-013/024) — order champion unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogs-013-024',
  code: 'OGS-013/024',
  name: { en: 'Garen, Commander', zh: '盖伦 - 指挥官' },
  type: 'unit',
  supertype: 'champion',
  domains: ['order'],
  cost: { energy: 6, power: ['order'] },
  might: 5,
  tags: ['Elite', 'Garen', 'Demacia'],
  abilities: [
    {
      kind: 'passive',
      effect: { might: 1, to: { kind: 'unit', side: 'friendly', other: true, at: 'here' } },
    },
  ],
  text: { zh: '与它同处一地的你的其他单位战力+1。', en: 'Your other units at its location have +1 Might.' },
});
