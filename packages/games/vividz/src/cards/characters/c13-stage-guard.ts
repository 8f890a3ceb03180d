/** Stage Guard (舞台守卫) — VZ 911.9: a lower bound. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C13',
    kind: 'character',
    name: { zh: '舞台守卫', en: 'Stage Guard' },
    cost: 3,
    power: 3,
    missionInfo: 'moon',
    feature: 'band',
    accountInfo: 'aurora',
    abilities: [{ type: 'static', st: { st: 'floor', who: { side: 'own', self: true }, n: 3 } }],
    text: {
      zh: '〔场地〕【常】此角色的力量值不会低于3。',
      en: "[Area] [Static] This character's power can't be less than 3.",
    },
  },
});
