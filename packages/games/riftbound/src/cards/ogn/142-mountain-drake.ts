/** Mountain Drake (OGN-142/298) — body unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-142-298',
  code: 'OGN-142/298',
  name: { en: 'Mountain Drake', zh: '山脉飞龙' },
  type: 'unit',
  domains: ['body'],
  cost: { energy: 9, power: [] },
  might: 10,
  tags: ['Dragon'],
  text: { zh: '没有技能。', en: 'No abilities.' },
});
