import { type Eff, T, tx } from '../vocab.ts';

/** The card `dark-energy` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_DARK_ENERGY: Eff[] = [
  {
    kind: 'act',
    text: tx(
      '以此卡[↑][↓][←][→]上的1只卡灵为目标：清除它。',
      "Target a Kaling at this card's [↑][↓][←][→]: clear it.",
    ),
    tg: [T.kaling({ area: { dirs: ['↑', '↓', '←', '→'] } })],
    ops: [{ do: 'clear', on: 't0' }],
  },
];
