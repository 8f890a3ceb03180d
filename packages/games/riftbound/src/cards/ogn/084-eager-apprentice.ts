/** Eager Apprentice (OGN-084/298) — mind unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-084-298',
  code: 'OGN-084/298',
  name: { en: 'Eager Apprentice', zh: '热切学徒' },
  type: 'unit',
  domains: ['mind'],
  cost: { energy: 3, power: [] },
  might: 3,
  tags: ['Piltover'],
  abilities: [
    {
      kind: 'passive',
      cond: { selfAt: 'battlefield' },
      effect: { cost: { energy: -1, min: 1 }, of: { kind: 'spell', by: 'you' } },
    },
  ],
  text: {
    zh: '当它位于战场时，你打出的法术能量费用减少1，但不低于1。',
    en: 'While it stands at a battlefield, spells you play cost 1 Energy less, but not below 1.',
  },
});
