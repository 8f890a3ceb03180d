/** Freeze Frame (定格) — VZ 911.6: power becomes a value. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-E02',
    kind: 'event',
    name: { zh: '定格', en: 'Freeze Frame' },
    cost: 1,
    missionInfo: 'any',
    abilities: [
      {
        type: 'event',
        targets: [{ who: { side: 'opp' } }],
        fx: [{ op: 'setPower', on: { target: 0 }, n: 1, until: 'turn' }],
      },
    ],
    text: {
      zh: '【事】选择1名对手的角色。本回合中，其力量值变为1。',
      en: '[Event] Choose an opposing character. Its power becomes 1 this turn.',
    },
  },
});
