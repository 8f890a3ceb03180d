/** Highlander (OGS-020/024) — calm/body signature spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogs-020-024',
  code: 'OGS-020/024',
  name: { en: 'Highlander', zh: '高原血统' },
  type: 'spell',
  supertype: 'signature',
  domains: ['calm', 'body'],
  cost: { energy: 4, power: [] },
  tags: ['Master Yi'],
  keywords: { reaction: 1 },
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit', side: 'friendly' } }],
      steps: [
        {
          do: 'instead-of-next-death',
          what: 0,
          until: 'turn',
          steps: [
            { do: 'heal', what: 0 },
            { do: 'exhaust', what: 0 },
            { do: 'recall', what: 0 },
          ],
        },
      ],
    },
  ],
  text: {
    zh: '反应。选择你的一名单位。本回合它下一次将阵亡时，改为将其治疗、横置并召回基地（不是移动）。',
    en: 'Reaction. Pick one of your units. Its next death this turn does not happen: instead it is healed, exhausted and sent back to base (not a move).',
  },
});
