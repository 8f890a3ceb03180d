import { type Eff, tx } from '../vocab.ts';

/** The card `wind-rise` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_WIND_RISE: Eff[] = [
  {
    kind: 'act',
    text: tx('场上卡灵以外的卡牌全部回归。', 'Every card on the field other than Kaling returns to hand.'),
    ops: [{ do: 'bounce', on: 'nonkaling' }],
  },
];
