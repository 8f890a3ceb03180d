import { type Eff, tx } from '../vocab.ts';

/** The card `peace-fruit` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_PEACE_FRUIT: Eff[] = [
  {
    kind: 'quick',
    cls: 3,
    text: tx(
      '对方抽1张卡。本回合场上的卡灵都不能宣言攻击。',
      'The opponent draws 1 card. No Kaling may declare an attack this turn.',
    ),
    ops: [
      { do: 'draw', who: 'opp', n: 1 },
      { do: 'fn', fn: (ctx) => void (ctx.g.noAtk = 1) },
    ],
  },
];
