/** Overclock Mech (超频机甲) — VZ 908.5a: a state trigger. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C30',
    kind: 'character',
    name: { zh: '超频机甲', en: 'Overclock Mech' },
    cost: 3,
    power: 3,
    missionInfo: 'moon',
    feature: 'mecha',
    accountInfo: 'nocturne',
    abilities: [{ type: 'auto', on: 'state', cond: { c: 'handEmpty' }, fx: [{ op: 'draw', n: 1 }] }],
    text: {
      zh: '〔场地〕【自】当自己没有手牌时：▶抓1张牌。',
      en: '[Area] [Auto] When you have no cards in hand: ▶ Draw a card.',
    },
  },
});
