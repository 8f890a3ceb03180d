import { bilingual, type CardFile } from '../vocab.ts';

/** The card `wind-rise`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_WIND_RISE: CardFile = {
  data: {
    id: 'wind-rise',
    zh: '风起云涌',
    en: 'Rising Winds',
    type: 'tactic',
    attrs: ['风'],
    lv: 2,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'act',
      text: bilingual(
        '场上卡灵以外的卡牌全部回归。',
        'Every card on the field other than Kaling returns to hand.',
      ),
      operations: [{ do: 'bounce', on: 'nonkaling' }],
    },
  ],
};
