/** Backstage Pass (后台通行证) — VZ 1113.2: a trigger on being checked; VZ 1103: an effect retirement. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-M07',
    kind: 'mission',
    name: { zh: '后台通行证', en: 'Backstage Pass' },
    missionInfo: 'moon',
    feature: 'band',
    accountInfo: 'aurora',
    check: [{ c: 'characters', who: { side: 'own', lane: 'side' }, atLeast: 2 }],
    clear: [{ c: 'effectKOs', n: 1 }],
    abilities: [{ type: 'auto', on: 'checked', fx: [{ op: 'draw', n: 1 }] }],
    text: {
      zh: '【检查】◇①自己的侧边区有2名角色。【完成】◇①本回合中自己的牌的效果令对手的角色退场过。〔任务〕【自】当此任务被检查时：▶抓1张牌。',
      en: '[Check] ◇① You have 2 characters in your Sides. [Clear] ◇① An effect of your cards retired an opposing character this turn. [Mission] [Auto] When this mission is checked: ▶ Draw a card.',
    },
  },
});
