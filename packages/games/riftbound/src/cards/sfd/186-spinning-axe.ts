/** Spinning Axe (SFD-186/221) — fury/chaos signature gear. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-186-221',
  code: 'SFD-186/221',
  name: { en: 'Spinning Axe', zh: '旋转飞斧' },
  type: 'gear',
  supertype: 'signature',
  domains: ['fury', 'chaos'],
  cost: { energy: 2, power: ['own'] },
  tags: ['Draven', 'Equipment'],
  keywords: { 'quick-draw': 1, equip: 1, temporary: 1 },
  mightBonus: 2,
  abilities: [{ kind: 'equip', cost: { power: ['any'] } }],
  text: {
    zh: '灵便。装配：1点任意符能。未贴附时拥有瞬息。',
    en: 'Quick-Draw. Equip: 1 Power of any domain. Temporary while it is not attached.',
  },
  standIn:
    'Its Might Bonus is not in the card data; +2 is our stand-in, as Long Sword, the other Quick-Draw Equipment at the same cost (docs/decisions.md).',
});
