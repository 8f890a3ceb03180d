/** Iron Recruit (铁甲新兵) — VZ 304.5: a character without abilities. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C25',
    kind: 'character',
    name: { zh: '铁甲新兵', en: 'Iron Recruit' },
    cost: 1,
    power: 2,
    missionInfo: 'moon',
    feature: 'mecha',
    accountInfo: 'nocturne',
    text: { zh: '（没有能力）', en: '(No abilities.)' },
  },
});
