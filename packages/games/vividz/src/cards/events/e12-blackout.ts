/** Blackout (停电) — VZ 903.2b: losing all abilities; VZ 911.1b non-numeric. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-E12',
    kind: 'event',
    name: { zh: '停电', en: 'Blackout' },
    cost: 2,
    missionInfo: 'star',
    feature: 'shadow',
    accountInfo: 'nocturne',
    abilities: [
      {
        type: 'event',
        targets: [{ who: { side: 'opp' } }],
        fx: [
          { op: 'loseAbilities', on: { target: 0 }, until: 'turn' },
          { op: 'grant', on: { target: 0 }, mark: 'noAttack', until: 'turn' },
        ],
      },
    ],
    text: {
      zh: '【事】选择1名对手的角色。本回合中，其失去所有能力，并获得【禁攻】。',
      en: '[Event] Choose an opposing character. This turn it loses all its abilities and gets [No Attack].',
    },
  },
});
