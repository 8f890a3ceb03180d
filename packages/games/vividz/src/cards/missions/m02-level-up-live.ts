/** Level Up Live (进阶演唱会) — VZ 1002.1: a level up checks it. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-M02',
    kind: 'mission',
    name: { zh: '进阶演唱会', en: 'Level Up Live' },
    missionInfo: 'sun',
    feature: 'idol',
    accountInfo: 'aurora',
    check: [{ c: 'levelUps', n: 1 }],
    clear: [{ c: 'characters', who: { side: 'own' }, atLeast: 2 }],
    text: {
      zh: '【检查】◇①本回合中自己的角色升级过。【完成】◇①自己有2名以上角色。',
      en: '[Check] ◇① A character of yours leveled up this turn. [Clear] ◇① You have 2 or more characters.',
    },
  },
});
