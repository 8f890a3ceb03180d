/** Jammer Unit (干扰单元) — VZ 905.2c: a cost increase. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C29',
    kind: 'character',
    name: { zh: '干扰单元', en: 'Jammer Unit' },
    cost: 2,
    power: 2,
    missionInfo: 'moon',
    feature: 'mecha',
    accountInfo: 'nocturne',
    abilities: [{ type: 'static', st: { st: 'cost', player: 'opp', kind: 'event', n: 1 } }],
    text: {
      zh: '〔场地〕【常】对手打出事件牌的费用+1。',
      en: "[Area] [Static] Your opponent's events cost 1 more to play.",
    },
  },
});
