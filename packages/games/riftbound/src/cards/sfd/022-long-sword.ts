/** Long Sword (SFD-022/221) — fury gear. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-022-221',
  code: 'SFD-022/221',
  name: { en: 'Long Sword', zh: '长剑' },
  type: 'gear',
  domains: ['fury'],
  cost: { energy: 2, power: ['fury'] },
  tags: ['Equipment'],
  keywords: { 'quick-draw': 1, equip: 1 },
  mightBonus: 2,
  abilities: [{ kind: 'equip', cost: { power: ['fury'] } }],
  text: {
    zh: '灵便（拥有反应；打出后贴附于你的一名单位）。装配：1点怒火之力。战力加成+2。',
    en: 'Quick-Draw (it has Reaction; once played it attaches to one of your units). Equip: 1 Fury Power. Might Bonus +2.',
  },
});
