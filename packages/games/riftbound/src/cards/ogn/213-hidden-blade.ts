/** Hidden Blade (OGN-213/298) — order spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-213-298',
  code: 'OGN-213/298',
  name: { en: 'Hidden Blade', zh: '暗刃' },
  type: 'spell',
  domains: ['order'],
  cost: { energy: 2, power: ['order'] },
  tags: [],
  keywords: { hidden: 1, action: 1 },
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit', at: 'battlefield' } }],
      steps: [
        { do: 'kill', what: 0 },
        { do: 'draw', n: 2, who: { controllerOf: 0 } },
      ],
    },
  ],
  text: {
    zh: '待命。迅捷。摧毁战场上的一名单位；其控制者抽两张牌。',
    en: 'Hidden. Action. Destroy one unit at a battlefield; the player who controlled it draws two cards.',
  },
});
