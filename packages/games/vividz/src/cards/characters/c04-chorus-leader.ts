/** Chorus Leader (合唱队长) — VZ 911.1c: a numeric static effect. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C04',
    kind: 'character',
    name: { zh: '合唱队长', en: 'Chorus Leader' },
    cost: 3,
    power: 3,
    missionInfo: 'sun',
    feature: 'idol',
    accountInfo: 'aurora',
    abilities: [{ type: 'static', st: { st: 'power', who: { side: 'own', feature: 'idol' }, n: 1 } }],
    text: {
      zh: '〔场地〕【常】自己的具有特征〈偶像〉的角色力量值+1。',
      en: '[Area] [Static] Your characters with the feature <idol> get +1 power.',
    },
  },
});
