import { type Eff, tx } from '../vocab.ts';
import { move, W } from './helpers.ts';

/** The card `lava-sprite` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_LAVA_SPRITE: Eff[] = [
  move('小火球', 'Little Fireball'),
  {
    kind: 'quick',
    cls: 1,
    zone: 'grave',
    name: tx('大爆炸', 'Big Bang'),
    text: tx(
      '（强制）此卡从场上被破坏时：你失去1点能量，破坏它[O1]内的所有卡牌。',
      '(Forced) When cleared from the field: you lose 1 energy, and every card in its [O1] is cleared.',
    ),
    when: W.selfCleared(),
    ops: [
      { do: 'energy', who: 'me', n: 1, lose: true },
      { do: 'clear', on: 'o1' },
    ],
  },
];
