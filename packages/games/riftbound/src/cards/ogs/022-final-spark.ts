/** Final Spark (OGS-022/024) — mind/order signature spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogs-022-024',
  code: 'OGS-022/024',
  name: { en: 'Final Spark', zh: '终极闪光' },
  type: 'spell',
  supertype: 'signature',
  domains: ['mind', 'order'],
  cost: { energy: 8, power: [] },
  tags: ['Lux'],
  keywords: { action: 1 },
  abilities: [{ kind: 'spell', targets: [{ sel: { kind: 'unit' } }], steps: [{ do: 'deal', n: 8, to: 0 }] }],
  text: { zh: '迅捷。对一名单位造成8点伤害。', en: 'Action. 8 damage to one unit.' },
});
