/** Incinerate (OGS-003/024) — fury spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogs-003-024',
  code: 'OGS-003/024',
  name: { en: 'Incinerate', zh: '焚烧' },
  type: 'spell',
  domains: ['fury'],
  cost: { energy: 2, power: [] },
  tags: [],
  keywords: { action: 1 },
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit', at: 'battlefield' } }],
      steps: [{ do: 'deal', n: 2, to: 0 }],
    },
  ],
  text: { zh: '迅捷。对战场上的一名单位造成2点伤害。', en: 'Action. 2 damage to one unit at a battlefield.' },
});
