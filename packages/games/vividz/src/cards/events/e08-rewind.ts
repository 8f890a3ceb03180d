/** Rewind (倒带) — VZ 1117: reload. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-E08',
    kind: 'event',
    name: { zh: '倒带', en: 'Rewind' },
    cost: 1,
    missionInfo: 'moon',
    feature: 'mecha',
    accountInfo: 'nocturne',
    abilities: [{ type: 'event', fx: [{ op: 'reload' }, { op: 'draw', n: 1 }] }],
    text: { zh: '【事】进行再装填。抓1张牌。', en: '[Event] Reload. Draw a card.' },
  },
});
