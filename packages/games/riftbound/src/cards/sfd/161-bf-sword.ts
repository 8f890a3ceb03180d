/** B.F. Sword (SFD-161/221) — order gear. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-161-221',
  code: 'SFD-161/221',
  name: { en: 'B.F. Sword', zh: '暴风大剑' },
  type: 'gear',
  domains: ['order'],
  cost: { energy: 4, power: [] },
  tags: ['Equipment'],
  keywords: { equip: 1 },
  mightBonus: 3,
  abilities: [{ kind: 'equip', cost: { power: ['order'] } }],
  text: { zh: '装配：1点秩序之力。战力加成+3。', en: 'Equip: 1 Order Power. Might Bonus +3.' },
});
