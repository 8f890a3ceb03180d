/** Stage Manager (舞台监督) — VZ 905.2c: a cost decrease. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C16',
    kind: 'character',
    name: { zh: '舞台监督', en: 'Stage Manager' },
    cost: 2,
    power: 2,
    missionInfo: 'moon',
    feature: 'band',
    accountInfo: 'aurora',
    abilities: [{ type: 'static', st: { st: 'cost', player: 'you', kind: 'event', n: -1 } }],
    text: {
      zh: '〔场地〕【常】自己打出事件牌的费用-1。',
      en: '[Area] [Static] Your events cost 1 less to play.',
    },
  },
});
