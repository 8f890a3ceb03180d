import { type Eff, tx } from '../vocab.ts';
import { move, W } from './helpers.ts';

/** The card `guard-cactus` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_GUARD_CACTUS: Eff[] = [
  move('林隐', 'Forest Hide'),
  {
    kind: 'quick',
    cls: 1,
    name: tx('自卫反击', 'Self-defence'),
    text: tx(
      '（强制）对方卡灵移动进入此卡[O1]时：那只卡灵与此卡回归。',
      '(Forced) When an opposing Kaling moves into its [O1]: that Kaling and this card return to hand.',
    ),
    when: W.movedIntoO1(true),
    ops: [
      { do: 'bounce', on: 'ev' },
      { do: 'bounce', on: 'self' },
    ],
  },
];
