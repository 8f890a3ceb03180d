/** Spotlight Ace (聚光王牌) — VZ 1109.1: when this enters. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C06',
    kind: 'character',
    name: { zh: '聚光王牌', en: 'Spotlight Ace' },
    cost: 4,
    power: 5,
    missionInfo: 'sun',
    feature: 'idol',
    accountInfo: 'aurora',
    marks: ['costDown'],
    abilities: [
      {
        type: 'auto',
        on: 'enter',
        targets: [{ who: { side: 'opp', lane: 'same' } }],
        fx: [{ op: 'damage', on: { target: 0 }, n: 2 }],
      },
    ],
    text: {
      zh: '【减费】〔场地〕【自】当此角色登场时：▶选择1名与此角色同一赛道的对手的角色，给予其2点伤害。',
      en: "[Cost Down] [Area] [Auto] When this character enters: ▶ Choose an opposing character in this character's lane; deal 2 damage to it.",
    },
  },
});
