/** Smoke and Mirrors (烟与镜) — VZ 102.12: events played this turn. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-M05',
    kind: 'mission',
    name: { zh: '烟与镜', en: 'Smoke and Mirrors' },
    missionInfo: 'star',
    feature: 'shadow',
    accountInfo: 'nocturne',
    check: [{ c: 'events', n: 1 }],
    clear: [{ c: 'events', n: 2 }],
    text: {
      zh: '【检查】◇①本回合中自己打出过事件牌。【完成】◇①本回合中自己打出过2张以上事件牌。',
      en: '[Check] ◇① You played an event this turn. [Clear] ◇① You played 2 or more events this turn.',
    },
  },
});
