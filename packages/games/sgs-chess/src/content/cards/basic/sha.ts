/** 【普杀】 (Kill). */
import { define } from '../../schema.ts';

export default define({
  id: 'sha',
  sort: 'card',
  name: { zh: '普杀', en: 'Kill' },
  text: {
    zh: '基本牌,【杀】的一种(另一种是【射杀】;牌上写【杀】处两者皆可)。对攻击范围内的一名其他角色使用;其需使用【闪】抵消,否则受到1点伤害。',
    en: 'Basic card, the plain Kill (the other Kill is the Shooting Kill; "a Kill" in any text means either). Use on another role within your attack range; unless it cancels with a Dodge, it takes 1 damage.',
  },
  card: {
    type: 'basic',
    cardName: 'sha',
    nameText: { zh: '杀', en: 'Kill' },
    methods: ['range'],
    effect: [{ op: 'damage', n: 1 }],
    maxCopies: 30,
    limitPerPhase: 1,
    answeredBy: 'shan',
    deckMinimum: 10,
    prints: 'S7 S8 S8 S9 S9 S10 S10 C2 C3 C4 C5 C6 C7 C8 C8 C9 C9 C10 C10 CJ',
  },
});
