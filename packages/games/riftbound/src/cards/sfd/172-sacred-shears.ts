/** Sacred Shears (SFD-172/221) — order gear. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-172-221',
  code: 'SFD-172/221',
  name: { en: 'Sacred Shears', zh: '神圣剪刀' },
  type: 'gear',
  domains: ['order'],
  cost: { energy: 2, power: ['order'] },
  tags: ['Equipment'],
  keywords: { equip: 1 },
  mightBonus: 1,
  abilities: [{ kind: 'equip', cost: { power: ['order'] } }],
  effectText: [
    { kind: 'triggered', on: { on: 'die', who: 'me' }, deathknell: true, steps: [{ do: 'draw', n: 1 }] },
  ],
  text: {
    zh: '装配：1点秩序之力。战力加成+1。效果文本——所贴附的单位拥有绝念：抽一张牌。',
    en: 'Equip: 1 Order Power. Might Bonus +1. Effect text — the unit it is attached to has Deathknell: draw a card.',
  },
});
