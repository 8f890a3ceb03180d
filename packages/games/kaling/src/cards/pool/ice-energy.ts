import { type Eff, T, tx } from '../vocab.ts';

/** The card `ice-energy` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_ICE_ENERGY: Eff[] = [
  {
    kind: 'quick',
    cls: 3,
    text: tx('以场上1只卡灵为目标：本回合它的SP变为0。', 'Target a Kaling: its SP is 0 this turn.'),
    tg: [T.kaling()],
    ops: [{ do: 'set', on: 't0', stat: 'sp', n: 0, until: 'turn' }],
  },
];
