/** Smoke Bomb (烟幕弹) — VZ 1115.1: an event with the Scout mark; VZ 1116: slide. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-E05',
    kind: 'event',
    name: { zh: '烟幕弹', en: 'Smoke Bomb' },
    cost: 1,
    missionInfo: 'star',
    feature: 'shadow',
    accountInfo: 'nocturne',
    marks: ['scout'],
    abilities: [
      {
        type: 'event',
        targets: [{ who: { side: 'own' } }],
        fx: [
          { op: 'slide', on: { target: 0 } },
          { op: 'draw', n: 1 },
        ],
      },
    ],
    text: {
      zh: '【搜寻】【事】选择自己的1名角色，令其滑行。抓1张牌。',
      en: '[Scout] [Event] Choose one of your characters; it slides. Draw a card.',
    },
  },
});
