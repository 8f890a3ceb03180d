/** Smoke Screen (OGN-093/298) — mind spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-093-298',
  code: 'OGN-093/298',
  name: { en: 'Smoke Screen', zh: '烟幕' },
  type: 'spell',
  domains: ['mind'],
  cost: { energy: 2, power: ['mind'] },
  tags: [],
  keywords: { reaction: 1 },
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit' } }],
      steps: [{ do: 'might', n: -4, to: 0, until: 'turn', min: 1 }],
    },
  ],
  text: {
    zh: '反应。令一名单位本回合战力−4，但不低于1。',
    en: 'Reaction. One unit gets −4 Might until end of turn, not going below 1.',
  },
});
