import { type Eff, tx } from '../vocab.ts';
import { move } from './helpers.ts';

/** The card `arctic-emperor` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_ARCTIC_EMPEROR: Eff[] = [
  move('帝王！暴杀拳！', 'Emperor! Brutal Fist!'),
  {
    kind: 'static',
    name: tx('冰躯固守', 'Ice Body Bastion'),
    text: tx(
      '此卡所在区域不能被选为卡牌效果的目标。',
      "The cell it is on cannot be chosen as a card effect's target.",
    ),
    kw: ['cellImm'],
  },
];
