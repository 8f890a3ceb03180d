import { type Eff, T, tx } from '../vocab.ts';

/** The card `hope-light` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_HOPE_LIGHT: Eff[] = [
  {
    kind: 'act',
    text: tx(
      '以你或对方弃区的1只卡灵为目标：你将它超越降临。',
      'Target a Kaling in either discard pile: you free-summon it.',
    ),
    tg: [T.grave()],
    can: (q) => q.s.g.cells.some((id, c) => id === 0 && (q.p === 0 ? c < 10 : c >= 15)),
    ops: [{ do: 'revive', on: 't0' }],
  },
];
