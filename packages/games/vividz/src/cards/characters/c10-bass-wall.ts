/** Bass Wall (低音之墙) — VZ 802.1a: the no-attack mark. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C10',
    kind: 'character',
    name: { zh: '低音之墙', en: 'Bass Wall' },
    cost: 3,
    power: 5,
    missionInfo: 'moon',
    feature: 'band',
    accountInfo: 'aurora',
    marks: ['noAttack'],
    text: { zh: '【禁攻】', en: '[No Attack]' },
  },
});
