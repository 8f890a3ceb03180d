import { type Eff, T, tx } from '../vocab.ts';

/** The card `earth-energy` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_EARTH_ENERGY: Eff[] = [
  {
    kind: 'quick',
    cls: 3,
    text: tx('以场上1只卡灵为目标：本回合它获得坚守。', 'Target a Kaling: it has Steadfast this turn.'),
    tg: [T.kaling()],
    ops: [{ do: 'kw', on: 't0', k: 'guard', until: 'turn' }],
  },
];
