/** Paper Lantern (纸灯笼) — VZ 908.3d: when this character retires. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C20',
    kind: 'character',
    name: { zh: '纸灯笼', en: 'Paper Lantern' },
    cost: 1,
    power: 1,
    missionInfo: 'star',
    feature: 'shadow',
    accountInfo: 'nocturne',
    abilities: [
      {
        type: 'auto',
        on: 'retire',
        targets: [{ who: { side: 'opp' } }],
        fx: [{ op: 'damage', on: { target: 0 }, n: 2 }],
      },
    ],
    text: {
      zh: '〔场地〕【自】当此角色退场时：▶选择1名对手的角色，给予其2点伤害。',
      en: '[Area] [Auto] When this character retires: ▶ Choose an opposing character; deal 2 damage to it.',
    },
  },
});
