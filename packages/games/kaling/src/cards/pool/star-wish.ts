import { CARDS } from '../data.ts';
import { type Eff, tx } from '../vocab.ts';
import { deckHas } from './helpers.ts';

/** The card `star-wish` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_STAR_WISH: Eff[] = [
  {
    kind: 'act',
    text: tx('从卡组选1只卡灵送去弃区。', 'Send a Kaling of your choice from your deck to the discard pile.'),
    can: (q) => deckHas(q, (c) => CARDS[c].type === 'kaling'),
    ops: [{ do: 'search', from: ['deck'], to: 'discard', kaling: true }],
  },
  {
    kind: 'act',
    plus: 2,
    text: tx(
      '【+2】从卡组选1只卡灵加入手牌。',
      '[+2] Add a Kaling of your choice from your deck to your hand.',
    ),
    can: (q) => deckHas(q, (c) => CARDS[c].type === 'kaling'),
    ops: [{ do: 'search', from: ['deck'], to: 'hand', kaling: true }],
  },
];
