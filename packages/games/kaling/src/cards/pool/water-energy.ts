import { type Eff, T, tx } from '../vocab.ts';

/** The card `water-energy` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_WATER_ENERGY: Eff[] = [
  {
    kind: 'quick',
    cls: 3,
    text: tx(
      '以场上1只卡灵为目标：本回合它的效果无效。',
      'Target a Kaling: its effects are negated this turn.',
    ),
    tg: [T.kaling()],
    ops: [{ do: 'kw', on: 't0', k: 'neg', until: 'turn' }],
  },
];
