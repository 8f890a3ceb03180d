/** Blade Dancer (剑舞者) — VZ 802.1c: when this character attacks. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C18',
    kind: 'character',
    name: { zh: '剑舞者', en: 'Blade Dancer' },
    cost: 2,
    power: 3,
    missionInfo: 'star',
    feature: 'shadow',
    accountInfo: 'nocturne',
    abilities: [
      {
        type: 'auto',
        on: 'attack',
        targets: [{ who: { side: 'opp', lane: 'adjacent' } }],
        fx: [{ op: 'damage', on: { target: 0 }, n: 1 }],
      },
    ],
    text: {
      zh: '〔场地〕【自】当此角色进行攻击时：▶选择1名相邻赛道的对手的角色，给予其1点伤害。',
      en: '[Area] [Auto] When this character attacks: ▶ Choose an opposing character in an adjacent lane; deal 1 damage to it.',
    },
  },
});
