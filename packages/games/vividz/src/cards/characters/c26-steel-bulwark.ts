/** Steel Bulwark (钢铁堡垒) — VZ 911.9: a lower bound for several characters. */
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
    abilities: [{ type: 'static', st: { st: 'floor', who: { side: 'own' }, n: 2 } }],
    text: {
      zh: '〔场地〕【常】自己的角色的力量值不会低于2。',
      en: "[Area] [Static] Your characters' power can't be less than 2.",
    },
  },
});
