/** Annie, Fiery (OGS-001/024) — fury champion unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogs-001-024',
  code: 'OGS-001/024',
  name: { en: 'Annie, Fiery', zh: '安妮 - 炽烈' },
  type: 'unit',
  supertype: 'champion',
  domains: ['fury'],
  cost: { energy: 5, power: ['fury'] },
  might: 4,
  tags: ['Annie', 'Noxus'],
  abilities: [{ kind: 'passive', effect: { bonusDamage: 1, from: 'your-sources' } }],
  text: {
    zh: '你的法术与技能造成的伤害+1（额外伤害1）。',
    en: 'Damage dealt by your spells and abilities is increased by 1 (Bonus Damage 1).',
  },
});
