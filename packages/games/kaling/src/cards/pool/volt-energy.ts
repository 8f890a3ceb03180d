import { type Eff, T, tx } from '../vocab.ts';

/** The card `volt-energy` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_VOLT_ENERGY: Eff[] = [
  {
    kind: 'quick',
    cls: 3,
    text: tx('以场上1只卡灵为目标：本回合它SP+1。', 'Target a Kaling: it gets SP +1 this turn.'),
    tg: [T.kaling()],
    ops: [{ do: 'mod', on: 't0', stat: 'sp', n: 1, until: 'turn' }],
  },
];
