/** Rehearsal (彩排) — VZ 1113: checking a mission by an effect. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-E11',
    kind: 'event',
    name: { zh: '彩排', en: 'Rehearsal' },
    cost: 2,
    missionInfo: 'moon',
    feature: 'band',
    accountInfo: 'aurora',
    abilities: [{ type: 'event', fx: [{ op: 'checkMission' }] }],
    text: { zh: '【事】检查自己的1张任务牌。', en: '[Event] Check one of your missions.' },
  },
});
