/** Rookie Idol (新人偶像) — VZ 304.5: a character without abilities. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C01',
    kind: 'character',
    name: { zh: '新人偶像', en: 'Rookie Idol' },
    cost: 1,
    power: 2,
    missionInfo: 'sun',
    feature: 'idol',
    accountInfo: 'aurora',
    text: { zh: '（没有能力）', en: '(No abilities.)' },
  },
});
