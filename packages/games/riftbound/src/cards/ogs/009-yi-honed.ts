/** Yi, Honed (OGS-009/024) — body champion unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogs-009-024',
  code: 'OGS-009/024',
  name: { en: 'Yi, Honed', zh: '易 - 千锤百炼' },
  type: 'unit',
  supertype: 'champion',
  domains: ['body'],
  cost: { energy: 7, power: ['body'] },
  might: 6,
  tags: ['Master Yi', 'Ionia'],
  keywords: { ganking: 1 },
  abilities: [{ kind: 'passive', effect: { enterReady: 'self' } }],
  text: { zh: '游走。它以活跃状态进场。', en: 'Ganking. It comes into play ready.' },
});
