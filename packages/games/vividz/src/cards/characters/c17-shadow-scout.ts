/** Shadow Scout (影斥候) — VZ 1115.1: the Scout mark. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C17',
    kind: 'character',
    name: { zh: '影斥候', en: 'Shadow Scout' },
    cost: 1,
    power: 2,
    missionInfo: 'star',
    feature: 'shadow',
    accountInfo: 'nocturne',
    marks: ['scout'],
    text: { zh: '【搜寻】', en: '[Scout]' },
  },
});
