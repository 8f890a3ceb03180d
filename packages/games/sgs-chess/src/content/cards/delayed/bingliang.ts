/** 【兵粮寸断】 (Supply Shortage). */
import { define } from '../../schema.ts';

export default define({
  id: 'bingliang',
  sort: 'card',
  name: { zh: '兵粮寸断', en: 'Supply Shortage' },
  text: {
    zh: '延时锦囊。置于距离1的一名其他角色的延时区；其延时阶段判定，结果不为♣则跳过其摸牌阶段。',
    en: 'Delayed trick. Placed in the delay area of another role at distance 1; in its delay phase it judges, and unless the result is ♣ it skips its draw phase.',
  },
  card: {
    type: 'delay',
    cardName: 'bingliang',
    methods: ['distance-1'],
    effect: [{ op: 'judge-skip', suit: 'C', phase: 'draw' }],
    maxCopies: 2,
    prints: 'S10 C4',
  },
});
