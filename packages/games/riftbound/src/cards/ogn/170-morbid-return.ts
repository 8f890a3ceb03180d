/** Morbid Return (OGN-170/298) — chaos spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-170-298',
  code: 'OGN-170/298',
  name: { en: 'Morbid Return', zh: '病态归来' },
  type: 'spell',
  domains: ['chaos'],
  cost: { energy: 2, power: [] },
  tags: [],
  keywords: { action: 1 },
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit', zone: 'trash' } }],
      steps: [{ do: 'return', what: 0, to: 'hand' }],
    },
  ],
  text: {
    zh: '迅捷。从你的废牌堆中取回一张单位牌到手牌。',
    en: 'Action. Take a unit card from your trash back into your hand.',
  },
});
