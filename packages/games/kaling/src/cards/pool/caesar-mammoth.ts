import { type Eff, T, tx } from '../vocab.ts';

/** The card `caesar-mammoth` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_CAESAR_MAMMOTH: Eff[] = [
  {
    kind: 'act',
    name: tx('炎袭践踏', 'Blazing Stomp'),
    lim: 'turn',
    cost: 3,
    text: tx(
      '回1，耗能3：以此卡[←][↑][→]中1个区域为目标，清除那里的卡牌。',
      'Once per turn, 3 energy: target one cell at its [←][↑][→]; clear the card there.',
    ),
    tg: [T.cell({ area: { dirs: ['←', '↑', '→'] }, need: 'card' })],
    ops: [{ do: 'clear', on: 't0' }],
  },
  {
    kind: 'static',
    name: tx('凯撒！震裂踏！', 'Caesar! Quake Stomp!'),
    text: tx('在场上时此卡防爆。', 'While on the field it has Blastproof.'),
    kw: ['bomb'],
  },
];
