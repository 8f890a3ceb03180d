import { type Eff, tx } from '../vocab.ts';
import { move } from './helpers.ts';

/** The card `dream-maker` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_DREAM_MAKER: Eff[] = [
  {
    kind: 'act',
    name: tx('梦幻能量', 'Dream Energy'),
    lim: 'turn',
    text: tx('回1：你恢复1点能量。', 'Once per turn: you regain 1 energy.'),
    ops: [{ do: 'energy', who: 'me', n: 1 }],
  },
  move('造梦', 'Dreamcraft'),
];
