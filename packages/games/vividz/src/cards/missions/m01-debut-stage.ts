/** Debut Stage (出道舞台) — VZ 1118.1: an attack success checks it. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-M01',
    kind: 'mission',
    name: { zh: '出道舞台', en: 'Debut Stage' },
    missionInfo: 'sun',
    feature: 'idol',
    accountInfo: 'aurora',
    check: [{ c: 'successes', n: 1 }],
    clear: [{ c: 'characters', who: { side: 'own', lane: 'center' }, atLeast: 1 }],
    text: {
      zh: '【检查】◇①本回合中自己的攻击成功过。【完成】◇①自己的中央区有角色。',
      en: '[Check] ◇① An attack of yours has succeeded this turn. [Clear] ◇① You have a character in your Center.',
    },
  },
});
