/** Ambush (伏击) — VZ 1103.2: retired by an effect. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-E06',
    kind: 'event',
    name: { zh: '伏击', en: 'Ambush' },
    cost: 2,
    missionInfo: 'star',
    feature: 'shadow',
    accountInfo: 'nocturne',
    abilities: [
      {
        type: 'event',
        targets: [{ who: { side: 'opp', powerMax: 2 } }],
        fx: [{ op: 'retire', on: { target: 0 } }],
      },
    ],
    text: {
      zh: '【事】选择1名力量值2以下的对手的角色，令其退场。',
      en: '[Event] Choose an opposing character with 2 or less power; it retires.',
    },
  },
});
