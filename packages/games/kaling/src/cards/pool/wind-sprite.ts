import { type Eff, T, tx } from '../vocab.ts';
import { canStepVertical, move, moveBy } from './helpers.ts';

/** The card `wind-sprite` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_WIND_SPRITE: Eff[] = [
  move('突风弹', 'Gust Bullet'),
  {
    kind: 'quick',
    cls: 3,
    zone: 'hand',
    name: tx('风灵祝福', 'Wind Blessing'),
    discardSelf: true,
    text: tx(
      '从手牌舍弃此卡，以场上1只卡灵为目标：它沿纵向移动1格。',
      'Discard this from hand and target a Kaling on the field: it moves 1 cell along its column.',
    ),
    tg: [T.kaling({ filter: (q, id) => canStepVertical(q, id) })],
    ops: [{ do: 'fn', fn: (ctx, L) => moveBy(ctx, L, 1, true) }],
  },
];
