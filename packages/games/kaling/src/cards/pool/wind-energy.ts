import { type Eff, T, tx } from '../vocab.ts';

/** The card `wind-energy` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_WIND_ENERGY: Eff[] = [
  {
    kind: 'quick',
    cls: 3,
    text: tx(
      '以此卡[↖][↗][↙][↘]上的1只卡灵为目标：它回归。',
      "Target a Kaling at this card's [↖][↗][↙][↘]: it returns to hand.",
    ),
    tg: [T.kaling({ area: { dirs: ['↖', '↗', '↙', '↘'] } })],
    ops: [{ do: 'bounce', on: 't0' }],
  },
];
