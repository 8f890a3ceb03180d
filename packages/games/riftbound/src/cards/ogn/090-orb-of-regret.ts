/** Orb of Regret (OGN-090/298) — mind gear. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-090-298',
  code: 'OGN-090/298',
  name: { en: 'Orb of Regret', zh: '悔恨宝珠' },
  type: 'gear',
  domains: ['mind'],
  cost: { energy: 1, power: [] },
  tags: [],
  abilities: [
    {
      kind: 'activated',
      cost: { exhaust: true },
      targets: [{ sel: { kind: 'unit' } }],
      steps: [{ do: 'might', n: -1, to: 0, until: 'turn', min: 1 }],
    },
  ],
  text: {
    zh: '横置此牌：令一名单位本回合战力−1，但不低于1。',
    en: 'Exhaust it: one unit gets −1 Might until end of turn, not going below 1.',
  },
});
