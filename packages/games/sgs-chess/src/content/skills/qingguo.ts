/** 〖倾国〗 (Captivating Beauty). */
import { handOf, hasSkill, kindOf, suitOf } from '../../rules/common.ts';
import { define, isBlack } from '../schema.ts';

export default define({
  id: 'qingguo',
  sort: 'skill',
  name: { zh: '倾国', en: 'Captivating Beauty' },
  text: {
    zh: '你可将一张黑色手牌当【闪】使用或打出。',
    en: 'You may use or play a black hand card as a Dodge.',
  },
  skill: { kind: 'convert' },
  conversions: [
    {
      // a black hand card as a 【闪】
      as: 'shan',
      prefix: 'q',
      cards: (s, r) =>
        hasSkill(s.g, r, 'qingguo')
          ? handOf(s, r).filter((id) => kindOf(s, id).id !== 'shan' && isBlack(suitOf(s, id)))
          : [],
    },
  ],
});
