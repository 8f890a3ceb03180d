/** Rebuke (OGN-172/298) — chaos spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-172-298',
  code: 'OGN-172/298',
  name: { en: 'Rebuke', zh: '斥退' },
  type: 'spell',
  domains: ['chaos'],
  cost: { energy: 2, power: ['chaos', 'chaos'] },
  tags: [],
  keywords: { action: 1 },
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit', at: 'battlefield' } }],
      steps: [{ do: 'return', what: 0, to: 'hand' }],
    },
  ],
  text: {
    zh: '迅捷。将战场上的一名单位返回其拥有者的手牌。',
    en: 'Action. A unit at a battlefield goes back to its owner’s hand.',
  },
});
