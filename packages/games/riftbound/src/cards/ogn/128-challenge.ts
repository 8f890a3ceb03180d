/** Challenge (OGN-128/298) — body spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-128-298',
  code: 'OGN-128/298',
  name: { en: 'Challenge', zh: '挑战' },
  type: 'spell',
  domains: ['body'],
  cost: { energy: 2, power: ['body'] },
  tags: [],
  keywords: { action: 1 },
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit', side: 'friendly' } }, { sel: { kind: 'unit', side: 'enemy' } }],
      steps: [{ do: 'fight', a: 0, b: 1 }],
    },
  ],
  text: {
    zh: '迅捷。选择你的一名单位与一名敌方单位；双方各对另一方造成等同于自身战力的伤害。',
    en: 'Action. Pick one of your units and an enemy unit; each deals damage equal to its Might to the other.',
  },
});
