import { type Eff, T, tx } from '../vocab.ts';

/** The card `fire-energy` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_FIRE_ENERGY: Eff[] = [
  {
    kind: 'act',
    text: tx('以场上1只卡灵为目标：本回合它AP+1。', 'Target a Kaling: it gets AP +1 this turn.'),
    tg: [T.kaling()],
    ops: [{ do: 'mod', on: 't0', stat: 'ap', n: 1, until: 'turn' }],
  },
];
