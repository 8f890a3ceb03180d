/** Warmog's Armor (SFD-108/221) — body gear. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-108-221',
  code: 'SFD-108/221',
  name: { en: "Warmog's Armor", zh: '狂徒铠甲' },
  type: 'gear',
  domains: ['body'],
  cost: { energy: 1, power: [] },
  tags: ['Equipment'],
  keywords: { equip: 1 },
  mightBonus: 1,
  abilities: [{ kind: 'equip', cost: { power: ['body'] } }],
  effectText: [
    { kind: 'triggered', on: { on: 'conquer', who: 'me' }, steps: [{ do: 'buff', what: 'self' }] },
  ],
  text: {
    zh: '装配：1点体魄之力。战力加成+1。效果文本——所贴附的单位：当其征服时，为其施加增益。',
    en: 'Equip: 1 Body Power. Might Bonus +1. Effect text — the unit it is attached to: when it conquers, buff it.',
  },
});
