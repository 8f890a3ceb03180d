/** Steel Bulwark (钢铁堡垒) — VZ 911.9: a lower bound for several characters; VZ 903.2a: only while a condition holds. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C26',
    kind: 'character',
    name: { zh: '钢铁堡垒', en: 'Steel Bulwark' },
    cost: 3,
    power: 4,
    missionInfo: 'moon',
    feature: 'mecha',
    accountInfo: 'nocturne',
    abilities: [
      {
        type: 'static',
        cond: { c: 'characters', who: { side: 'own', self: true, lane: 'center' }, atLeast: 1 },
        st: { st: 'floor', who: { side: 'own' }, n: 2 },
      },
    ],
    text: {
      zh: '〔场地〕【常】此角色在中央区时，自己的角色的力量值不会低于2。',
      en: "[Area] [Static] While this character is in your Center, your characters' power can't be less than 2.",
    },
  },
});
