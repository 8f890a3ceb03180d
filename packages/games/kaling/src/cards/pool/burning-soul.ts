import { type Eff, T, tx } from '../vocab.ts';

/** The card `burning-soul` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_BURNING_SOUL: Eff[] = [
  {
    kind: 'quick',
    cls: 3,
    text: tx(
      '以你场上1只火属卡灵为目标：本回合其AP变为原始值的2倍；本回合结束阶段破坏它。',
      'Target one of your fire Kaling: this turn its AP becomes double its printed AP; in the end phase it is cleared.',
    ),
    tg: [T.kaling({ side: 'me', attr: '火' })],
    ops: [
      { do: 'set', on: 't0', stat: 'ap', n: 'double', until: 'turn' },
      { do: 'kw', on: 't0', k: 'doom', until: 'turn' },
    ],
  },
];
