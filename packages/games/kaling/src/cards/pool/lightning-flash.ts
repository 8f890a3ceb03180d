import { stats } from '../../rules/05-terms.ts';
import { type Eff, T, tx } from '../vocab.ts';
import { moveBy } from './helpers.ts';

/** The card `lightning-flash` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_LIGHTNING_FLASH: Eff[] = [
  {
    kind: 'quick',
    cls: 3,
    text: tx(
      '以你场上1只卡灵为目标：它立即进行1次移动。',
      'Target one of your Kaling: it makes a move at once.',
    ),
    tg: [T.kaling({ side: 'me', filter: (q, id) => stats(q.s, id).sp > 0 })],
    ops: [{ do: 'fn', fn: (ctx, L) => moveBy(ctx, L, -1, false) }],
  },
];
