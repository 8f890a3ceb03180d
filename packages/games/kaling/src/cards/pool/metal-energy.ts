import { type Eff, T, tx } from '../vocab.ts';

/** The card `metal-energy` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_METAL_ENERGY: Eff[] = [
  {
    kind: 'quick',
    cls: 3,
    text: tx('以场上1只卡灵为目标：本回合它防爆。', 'Target a Kaling: it has Blastproof this turn.'),
    tg: [T.kaling()],
    ops: [{ do: 'kw', on: 't0', k: 'bomb', until: 'turn' }],
  },
];
