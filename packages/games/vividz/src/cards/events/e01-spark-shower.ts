/** Spark Shower (火花雨) — VZ 904.3b: a distribution. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-E01',
    kind: 'event',
    name: { zh: '火花雨', en: 'Spark Shower' },
    cost: 2,
    missionInfo: 'any',
    abilities: [
      {
        type: 'event',
        targets: [{ who: { side: 'opp' }, n: 3, upTo: true }],
        fx: [{ op: 'distribute', target: 0, total: 3 }],
      },
    ],
    text: {
      zh: '【事】选择至多3名对手的角色，将3点伤害分配给它们（每名至少1点）。',
      en: '[Event] Choose up to 3 opposing characters and divide 3 damage among them (at least 1 each).',
    },
  },
});
