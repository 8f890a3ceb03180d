import { type Eff, T, tx } from '../vocab.ts';

/** The card `soar` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_SOAR: Eff[] = [
  {
    kind: 'act',
    discard: { n: 1 },
    text: tx(
      '舍弃1张手牌，以你弃区1只卡灵为目标：它回归手牌。',
      'Discard 1 card and target a Kaling in your discard pile: it returns to your hand.',
    ),
    tg: [T.grave({ side: 'me' })],
    ops: [{ do: 'bounce', on: 't0' }],
  },
];
