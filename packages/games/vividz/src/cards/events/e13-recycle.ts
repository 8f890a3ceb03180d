/** Recycle (回收) — VZ 506.3: putting energy into another zone. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-E13',
    kind: 'event',
    name: { zh: '回收', en: 'Recycle' },
    cost: 0,
    missionInfo: 'moon',
    feature: 'mecha',
    accountInfo: 'nocturne',
    abilities: [{ type: 'event', fx: [{ op: 'energyToHand', n: 1 }] }],
    text: { zh: '【事】将自己的1张能量置入手牌。', en: '[Event] Put one of your energy into your hand.' },
  },
});
