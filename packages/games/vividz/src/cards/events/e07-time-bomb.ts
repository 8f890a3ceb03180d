/** Time Bomb (定时炸弹) — VZ 908.4: a delayed trigger. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-E07',
    kind: 'event',
    name: { zh: '定时炸弹', en: 'Time Bomb' },
    cost: 1,
    missionInfo: 'any',
    abilities: [
      {
        type: 'event',
        targets: [{ who: { side: 'opp' } }],
        fx: [
          { op: 'damage', on: { target: 0 }, n: 1 },
          { op: 'delayed', at: 'nextMissionPhase', fx: [{ op: 'damage', on: { target: 0 }, n: 2 }] },
        ],
      },
    ],
    text: {
      zh: '【事】选择1名对手的角色，给予其1点伤害。下一个任务阶段开始时，给予该角色2点伤害。',
      en: '[Event] Choose an opposing character; deal 1 damage to it. At the start of the next mission phase, deal 2 damage to that character.',
    },
  },
});
