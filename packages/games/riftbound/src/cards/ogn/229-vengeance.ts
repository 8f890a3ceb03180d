/** Vengeance (OGN-229/298) — order spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-229-298',
  code: 'OGN-229/298',
  name: { en: 'Vengeance', zh: '复仇' },
  type: 'spell',
  domains: ['order'],
  cost: { energy: 4, power: ['order', 'order'] },
  tags: [],
  abilities: [{ kind: 'spell', targets: [{ sel: { kind: 'unit' } }], steps: [{ do: 'kill', what: 0 }] }],
  text: { zh: '摧毁一名单位。', en: 'Destroy one unit.' },
});
