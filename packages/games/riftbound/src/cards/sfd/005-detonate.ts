/** Detonate (SFD-005/221) — fury spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-005-221',
  code: 'SFD-005/221',
  name: { en: 'Detonate', zh: '引爆' },
  type: 'spell',
  domains: ['fury'],
  cost: { energy: 1, power: ['fury'] },
  tags: [],
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'gear' } }],
      steps: [
        { do: 'kill', what: 0 },
        { do: 'draw', n: 2, who: { controllerOf: 0 } },
      ],
    },
  ],
  text: {
    zh: '摧毁一件装备。其控制者抽两张牌。',
    en: 'Destroy one gear. Its controller draws two cards.',
  },
});
