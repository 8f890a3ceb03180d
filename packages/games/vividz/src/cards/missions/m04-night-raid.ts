/** Night Raid (夜袭) — VZ 1102.2: a battle retirement checks it. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-M04',
    kind: 'mission',
    name: { zh: '夜袭', en: 'Night Raid' },
    missionInfo: 'star',
    feature: 'shadow',
    accountInfo: 'nocturne',
    check: [{ c: 'battleKOs', n: 1 }],
    clear: [{ c: 'characters', who: { side: 'opp' }, atMost: 2 }],
    text: {
      zh: '【检查】◇①本回合中自己的角色通过战斗令对手的角色退场过。【完成】◇①对手的角色在2名以下。',
      en: '[Check] ◇① A character of yours retired an opposing character through battle this turn. [Clear] ◇① Your opponent has 2 or fewer characters.',
    },
  },
});
