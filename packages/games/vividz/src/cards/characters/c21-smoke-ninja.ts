/** Smoke Ninja (烟雾忍者) — VZ 304.4a: an ability working from the hand. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C21',
    kind: 'character',
    name: { zh: '烟雾忍者', en: 'Smoke Ninja' },
    cost: 2,
    power: 2,
    missionInfo: 'star',
    feature: 'shadow',
    accountInfo: 'nocturne',
    marks: ['scout'],
    abilities: [
      {
        type: 'act',
        zone: 'hand',
        cost: { trashSelf: true },
        fx: [{ op: 'power', on: { all: { side: 'opp', attacking: true } }, n: -2, until: 'attack' }],
      },
    ],
    text: {
      zh: '【搜寻】〔手牌〕【起】费用：将此牌置入弃牌区 ▶直到攻击结束时为止，对手进行攻击的角色力量值-2。',
      en: "[Scout] [Hand] [Act] Cost: put this card into your trash ▶ The opponent's attacking character gets -2 power until the end of the attack.",
    },
  },
});
