/** Fading Memories (OGN-180/298) — chaos spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-180-298',
  code: 'OGN-180/298',
  name: { en: 'Fading Memories', zh: '消逝记忆' },
  type: 'spell',
  domains: ['chaos'],
  cost: { energy: 4, power: ['chaos'] },
  tags: [],
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: [{ kind: 'unit', at: 'battlefield' }, { kind: 'gear' }] }],
      steps: [{ do: 'grant', keywords: { temporary: 1 }, to: 0, until: 'permanent' }],
    },
  ],
  text: {
    zh: '令战场上的一名单位或一件装备获得瞬息（于其控制者的开始阶段开始时、计分前被摧毁）。',
    en: 'Pick one gear, or one unit that stands at a battlefield: it gains Temporary (its controller’s next Beginning Phase destroys it before scoring).',
  },
});
