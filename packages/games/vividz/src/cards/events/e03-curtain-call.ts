/** Curtain Call (谢幕) — VZ 904.2g: a play that rolls back when its required choice is impossible. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-E03',
    kind: 'event',
    name: { zh: '谢幕', en: 'Curtain Call' },
    cost: 1,
    missionInfo: 'sun',
    feature: 'idol',
    accountInfo: 'aurora',
    abilities: [
      {
        type: 'event',
        requires: [{ who: { side: 'own', lane: 'center' } }],
        fx: [{ op: 'power', on: { target: 0 }, n: 3, until: 'mission' }],
      },
    ],
    text: {
      zh: '【事】打出此牌时，选择自己中央区的1名角色（无法选择则不能打出）。直到任务阶段结束时为止，其力量值+3。',
      en: '[Event] As you play this, choose a character in your Center (if you cannot, you cannot play it). It gets +3 power until the end of the mission phase.',
    },
  },
});
