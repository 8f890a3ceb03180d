import { type Eff, T, tx } from '../vocab.ts';

/** The card `arrow` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_ARROW: Eff[] = [
  {
    kind: 'quick',
    cls: 3,
    text: tx(
      '以场上1个有盖卡的区域为目标：破坏那里的卡牌。',
      'Target a cell holding a set card: clear the card there.',
    ),
    tg: [T.cell({ need: 'down' })],
    ops: [{ do: 'clear', on: 't0' }],
  },
];
