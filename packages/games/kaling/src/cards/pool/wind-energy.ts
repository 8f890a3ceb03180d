import { bilingual, type CardFile, Targets } from '../vocab.ts';

/** The card `wind-energy`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_WIND_ENERGY: CardFile = {
  data: {
    id: 'wind-energy',
    zh: '风能量',
    en: 'Wind Energy',
    type: 'tactic',
    attrs: ['风'],
    lv: 3,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'quick',
      quickClass: 3,
      text: bilingual(
        '以此卡[↖][↗][↙][↘]上的1只卡灵为目标：它回归。',
        "Target a Kaling at this card's [↖][↗][↙][↘]: it returns to hand.",
      ),
      targets: [Targets.kaling({ area: { directions: ['↖', '↗', '↙', '↘'] } })],
      operations: [{ do: 'bounce', on: 'firstTarget' }],
    },
  ],
};
