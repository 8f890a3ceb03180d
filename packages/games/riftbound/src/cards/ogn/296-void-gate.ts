/** Void Gate (OGN-296/298) — colourless battlefield. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-296-298',
  code: 'OGN-296/298',
  name: { en: 'Void Gate', zh: '虚空之门' },
  type: 'battlefield',
  domains: [],
  tags: [],
  abilities: [{ kind: 'passive', effect: { bonusDamage: 1, from: 'any-source', toUnitsHere: true } }],
  text: {
    zh: '法术与技能对此处单位造成的伤害+1（额外伤害1）。',
    en: 'Damage from spells and abilities to units there is increased by 1 (Bonus Damage 1).',
  },
});
