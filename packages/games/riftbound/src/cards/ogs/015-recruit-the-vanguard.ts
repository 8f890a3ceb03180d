/** Recruit the Vanguard (OGS-015/024) — order spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogs-015-024',
  code: 'OGS-015/024',
  name: { en: 'Recruit the Vanguard', zh: '招募先锋' },
  type: 'spell',
  domains: ['order'],
  cost: { energy: 6, power: [] },
  tags: [],
  keywords: { action: 1 },
  abilities: [{ kind: 'spell', steps: [{ do: 'token', token: 'recruit', n: 4, at: 'any' }] }],
  text: {
    zh: '迅捷。四个1战力的新兵单位衍生物在你的控制下进场（你的基地或你控制的战场）。',
    en: 'Action. Four 1-Might Recruit tokens enter play under your control (in your base or at battlefields you control).',
  },
  creates: ['recruit'],
});
