import { type Eff, T, tx } from '../vocab.ts';

/** The card `wood-energy` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_WOOD_ENERGY: Eff[] = [
  {
    kind: 'act',
    text: tx('以1名玩家为目标：其LP+2。', 'Target a player: they gain 2 LP.'),
    tg: [T.player()],
    ops: [{ do: 'lp', who: 't0', n: 2 }],
  },
];
