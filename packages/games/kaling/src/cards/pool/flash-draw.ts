import { type Eff, tx } from '../vocab.ts';

/** The card `flash-draw` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_FLASH_DRAW: Eff[] = [
  { kind: 'act', text: tx('你抽2张卡。', 'You draw 2 cards.'), ops: [{ do: 'draw', who: 'me', n: 2 }] },
];
