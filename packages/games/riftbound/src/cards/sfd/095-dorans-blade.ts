/** Doran's Blade (SFD-095/221) — body gear. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-095-221',
  code: 'SFD-095/221',
  name: { en: "Doran's Blade", zh: '多兰之刃' },
  type: 'gear',
  domains: ['body'],
  cost: { energy: 2, power: [] },
  tags: ['Equipment'],
  keywords: { equip: 1 },
  mightBonus: 2,
  abilities: [{ kind: 'equip', cost: { power: ['body'] } }],
  text: {
    zh: '装配：1点体魄之力（贴附于你的一名单位）。战力加成+2。',
    en: 'Equip: 1 Body Power (attach it to one of your units). Might Bonus +2.',
  },
});
