/** Salvage (OGN-224/298) — order spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-224-298',
  code: 'OGN-224/298',
  name: { en: 'Salvage', zh: '回收利用' },
  type: 'spell',
  domains: ['order'],
  cost: { energy: 2, power: ['order'] },
  tags: [],
  keywords: { action: 1 },
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'gear' }, upTo: true }],
      steps: [
        { do: 'kill', what: 0 },
        { do: 'draw', n: 1 },
      ],
    },
  ],
  text: {
    zh: '迅捷。你可以摧毁至多一件装备。你抽一张牌。',
    en: 'Action. You may destroy up to one gear. You draw a card.',
  },
});
