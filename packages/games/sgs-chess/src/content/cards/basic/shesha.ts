/** 【射杀】 (Shooting Kill). */
import { define } from '../../schema.ts';

export default define({
  id: 'shesha',
  sort: 'card',
  name: { zh: '射杀', en: 'Shooting Kill' },
  text: {
    zh: '基本牌（【杀】的一种）。方法①：对直线上距离2至射程、中间无阻挡的一名角色使用；方法②：对距离1的一名角色使用。其需使用【闪】抵消，否则受到1点伤害。',
    en: 'Basic card (a kind of Kill). Method ①: at a role in a clear straight line, distance 2 up to your shooting range; method ②: at a role at distance 1. Unless it cancels with a Dodge, it takes 1 damage.',
  },
  card: {
    type: 'basic',
    cardName: 'sha',
    methods: ['line', 'adjacent'],
    effect: [{ op: 'damage', n: 1 }],
    maxCopies: 20,
    limitPerPhase: 1,
    answeredBy: 'shan',
    prints: 'H10 H10 HJ D6 D7 D8 D9 D10 DK SJ',
  },
});
