/** Wandering Bard (流浪诗人) — VZ 401.5c: the wildcard; VZ 1115.1: Scout. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C31',
    kind: 'character',
    name: { zh: '流浪诗人', en: 'Wandering Bard' },
    cost: 2,
    power: 2,
    missionInfo: 'any',
    marks: ['scout'],
    abilities: [{ type: 'auto', on: 'enter', fx: [{ op: 'draw', n: 1 }] }],
    text: {
      zh: '【搜寻】〔场地〕【自】当此角色登场时：▶抓1张牌。',
      en: '[Scout] [Area] [Auto] When this character enters: ▶ Draw a card.',
    },
  },
});
