/** Curtain Critic (幕帘评论家) — VZ 908.3a: a zone-change trigger that reads the moved card's power. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C34',
    kind: 'character',
    name: { zh: '幕帘评论家', en: 'Curtain Critic' },
    cost: 2,
    power: 1,
    missionInfo: 'moon',
    feature: 'band',
    accountInfo: 'aurora',
    abilities: [{ type: 'auto', on: 'toTrash', moved: { powerAtLeast: 4 }, fx: [{ op: 'draw', n: 1 }] }],
    text: {
      zh: '〔场地〕【自】每当1张力量值4以上的角色牌置入自己的弃牌区时：▶抓1张牌。（从场地置入的角色按其在场地时的力量值计算，其他按印刷的力量值计算。）',
      en: '[Area] [Auto] Whenever a character card with 4 or more power is put into your trash: ▶ Draw a card. (One from the areas counts with the power it had there; any other with its printed power.)',
    },
  },
});
