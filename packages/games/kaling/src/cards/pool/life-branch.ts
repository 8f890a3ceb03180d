import { type Eff, T, tx } from '../vocab.ts';
import { W } from './helpers.ts';

/** The card `life-branch` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_LIFE_BRANCH: Eff[] = [
  {
    kind: 'quick',
    cls: 2,
    text: tx(
      '（放置类设备，GP1）你的LP上升时，以你场上1只木属卡灵为目标：本回合它AP+2。',
      '(Placed device, GP 1) When your LP rises, target one of your wood Kaling: it gets AP +2 this turn.',
    ),
    when: W.ownLpUp,
    tg: [T.kaling({ side: 'me', attr: '木' })],
    ops: [{ do: 'mod', on: 't0', stat: 'ap', n: 2, until: 'turn' }],
  },
];
