/** 〖急救〗 (First Aid). */
import { allCardsOf, hasSkill, kindOf, suitOf } from '../../rules/common.ts';
import { define, isRed } from '../schema.ts';

export default define({
  id: 'jijiu',
  sort: 'skill',
  name: { zh: '急救', en: 'First Aid' },
  text: {
    zh: '你的回合外，你可将一张红色牌当【桃】使用。',
    en: 'Outside your turn you may use a red card as a Peach.',
  },
  skill: { kind: 'convert' },
  // SGS 2.2-需要使用此牌时❷, in the dying windows (the only place a 【桃】 is needed outside one's turn)
  conversions: [
    {
      as: 'tao',
      prefix: 'h',
      plain: true,
      cards: (s, r) =>
        hasSkill(s.g, r, 'jijiu') && s.g.current !== r
          ? allCardsOf(s, r).filter((id) => kindOf(s, id).id !== 'tao' && isRed(suitOf(s, id)))
          : [],
    },
  ],
});
