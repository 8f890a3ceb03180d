/** Pouty Poro (OGN-013/298) — fury unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-013-298',
  code: 'OGN-013/298',
  name: { en: 'Pouty Poro', zh: '噘嘴魄罗' },
  type: 'unit',
  domains: ['fury'],
  cost: { energy: 2, power: [] },
  might: 2,
  tags: ['Poro'],
  keywords: { deflect: 1 },
  text: {
    zh: '法盾（对手以法术或技能选择它时，须额外支付1点任意领域的符能）。',
    en: 'Deflect (an opponent choosing it with a spell or ability pays 1 Power of any domain more).',
  },
});
