import { type Eff, T, tx } from '../vocab.ts';
import { move } from './helpers.ts';

/** The card `gale-dragon` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_GALE_DRAGON: Eff[] = [
  {
    kind: 'act',
    name: tx('狂风吐息', 'Gale Breath'),
    lim: 'turn',
    cost: 2,
    text: tx(
      '回1，耗能2：以此卡[↑]区域为目标，那里的卡牌回归。',
      'Once per turn, 2 energy: target the cell at its [↑]; the card there returns to hand.',
    ),
    tg: [T.cell({ area: { dirs: ['↑'] }, need: 'card' })],
    ops: [{ do: 'bounce', on: 't0' }],
  },
  move('蓄气', 'Gather Breath'),
];
