/** Retreat (OGN-104/298) — mind spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-104-298',
  code: 'OGN-104/298',
  name: { en: 'Retreat', zh: '撤退' },
  type: 'spell',
  domains: ['mind'],
  cost: { energy: 1, power: [] },
  tags: [],
  keywords: { reaction: 1 },
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit', side: 'friendly' } }],
      steps: [
        { do: 'return', what: 0, to: 'hand' },
        { do: 'channel', n: 1, exhausted: true },
      ],
    },
  ],
  text: {
    zh: '反应。将你的一名单位返回其拥有者的手牌，然后你以横置状态引导一张符文。',
    en: 'Reaction. One of your units goes back to its owner’s hand; then you channel one rune exhausted.',
  },
});
