/** Vanguard Attendant (OGS-016/024) — order unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogs-016-024',
  code: 'OGS-016/024',
  name: { en: 'Vanguard Attendant', zh: '先锋侍从' },
  type: 'unit',
  domains: ['order'],
  cost: { energy: 6, power: ['order'] },
  might: 5,
  tags: ['Elite', 'Demacia'],
  abilities: [{ kind: 'passive', effect: { enterReady: 'self' } }],
  text: { zh: '它以活跃状态进场。', en: 'It comes into play ready.' },
});
