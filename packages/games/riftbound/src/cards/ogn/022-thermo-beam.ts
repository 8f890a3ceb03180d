/** Thermo Beam (OGN-022/298) — fury spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-022-298',
  code: 'OGN-022/298',
  name: { en: 'Thermo Beam', zh: '热能光束' },
  type: 'spell',
  domains: ['fury'],
  cost: { energy: 5, power: ['fury', 'fury'] },
  tags: [],
  keywords: { action: 1 },
  abilities: [{ kind: 'spell', steps: [{ do: 'kill', what: { all: { kind: 'gear' } } }] }],
  text: {
    zh: '迅捷。摧毁所有装备。',
    en: 'Action. Destroy every gear.',
  },
});
