/** Blast of Power (OGS-012/024) — order spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogs-012-024',
  code: 'OGS-012/024',
  name: { en: 'Blast of Power', zh: '力量冲击' },
  type: 'spell',
  domains: ['order'],
  cost: { energy: 6, power: ['order'] },
  tags: [],
  keywords: { action: 1 },
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit', at: 'battlefield' } }],
      steps: [{ do: 'kill', what: 0 }],
    },
  ],
  text: { zh: '迅捷。摧毁战场上的一名单位。', en: 'Action. Destroy one unit at a battlefield.' },
});
