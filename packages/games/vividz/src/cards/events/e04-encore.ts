/** Encore! (再来一首) — VZ 1104.1: reboot. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-E04',
    kind: 'event',
    name: { zh: '再来一首', en: 'Encore!' },
    cost: 2,
    missionInfo: 'sun',
    feature: 'idol',
    accountInfo: 'aurora',
    abilities: [
      {
        type: 'event',
        targets: [{ who: { side: 'own', sleeping: true } }],
        fx: [{ op: 'reboot', on: { target: 0 } }],
      },
    ],
    text: {
      zh: '【事】选择自己的1名横置状态的角色，将其竖置。',
      en: '[Event] Choose one of your sleeping characters; reboot it.',
    },
  },
});
