/** Raging Soul (OGN-019/298) — fury unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-019-298',
  code: 'OGN-019/298',
  name: { en: 'Raging Soul', zh: '狂怒之魂' },
  type: 'unit',
  domains: ['fury'],
  cost: { energy: 4, power: [] },
  might: 4,
  tags: ['Spirit', 'Shadow Isles'],
  abilities: [
    {
      kind: 'passive',
      cond: { discardedThisTurn: true },
      effect: { keywords: { assault: 1, ganking: 1 }, to: 'self' },
    },
  ],
  text: {
    zh: '在你本回合弃过牌时，它拥有强攻与游走。',
    en: 'Has Assault and Ganking in any turn in which you have discarded a card.',
  },
});
