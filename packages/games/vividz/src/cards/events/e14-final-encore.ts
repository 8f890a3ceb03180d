/** Final Encore (最终安可) — VZ 1114: completing a mission by an effect. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-E14',
    kind: 'event',
    name: { zh: '最终安可', en: 'Final Encore' },
    cost: 3,
    missionInfo: 'sun',
    feature: 'idol',
    accountInfo: 'aurora',
    abilities: [
      { type: 'event', fx: [{ op: 'if', cond: { c: 'successes', n: 2 }, fx: [{ op: 'clearMission' }] }] },
    ],
    text: {
      zh: '【事】若本回合中自己的攻击成功过2次以上，完成自己的1张检查状态的任务牌。',
      en: '[Event] If 2 or more attacks of yours succeeded this turn, complete one of your checked missions.',
    },
  },
});
