/** Factory Recall (SFD-135/221) — chaos spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-135-221',
  code: 'SFD-135/221',
  name: { en: 'Factory Recall', zh: '工厂召回' },
  type: 'spell',
  domains: ['chaos'],
  cost: { energy: 1, power: [] },
  tags: [],
  keywords: { action: 1 },
  abilities: [
    { kind: 'spell', targets: [{ sel: { kind: 'gear' } }], steps: [{ do: 'return', what: 0, to: 'hand' }] },
  ],
  text: {
    zh: '迅捷。将一件装备返回其拥有者的手牌。',
    en: 'Action. A gear goes back to its owner’s hand.',
  },
});
