/** Full House (满座) — VZ 304.1b: an ability active in the mission zone; VZ 304.6d: all conditions. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-M03',
    kind: 'mission',
    name: { zh: '满座', en: 'Full House' },
    missionInfo: 'moon',
    feature: 'band',
    accountInfo: 'aurora',
    check: [{ c: 'characters', who: { side: 'own' }, atLeast: 3 }],
    clear: [
      { c: 'characters', who: { side: 'own' }, atLeast: 3 },
      { c: 'energy', atLeast: 5 },
    ],
    abilities: [{ type: 'static', st: { st: 'power', who: { side: 'own', lane: 'center' }, n: 1 } }],
    text: {
      zh: '【检查】◇①自己有3名角色。【完成】◇①自己有3名角色。◇②自己的能量区有5张以上的牌。〔任务〕【常】自己中央区的角色力量值+1。',
      en: '[Check] ◇① You have 3 characters. [Clear] ◇① You have 3 characters. ◇② You have 5 or more energy. [Mission] [Static] Your character in your Center gets +1 power.',
    },
  },
});
