/** Iron March (钢铁行进) — VZ 1118.1 and an energy count. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-M06',
    kind: 'mission',
    name: { zh: '钢铁行进', en: 'Iron March' },
    missionInfo: 'moon',
    feature: 'mecha',
    accountInfo: 'nocturne',
    check: [{ c: 'successes', n: 1 }],
    clear: [{ c: 'energy', atLeast: 6 }],
    text: {
      zh: '【检查】◇①本回合中自己的攻击成功过。【完成】◇①自己的能量区有6张以上的牌。',
      en: '[Check] ◇① An attack of yours has succeeded this turn. [Clear] ◇① You have 6 or more energy.',
    },
  },
});
