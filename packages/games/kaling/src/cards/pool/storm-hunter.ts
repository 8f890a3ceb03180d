import type { FieldData } from '../../types.ts';
import { type Eff, tx } from '../vocab.ts';
import { live, W } from './helpers.ts';

/** The card `storm-hunter` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_STORM_HUNTER: Eff[] = [
  {
    kind: 'act',
    name: tx('飓风连斩', 'Hurricane Combo'),
    lim: 'turn',
    discard: { n: 2, attrs: ['风'] },
    text: tx(
      '回1，舍弃2张风属卡牌：本回合此卡多1次攻击机会。',
      'Once per turn, discard 2 wind cards: it may attack one more time this turn.',
    ),
    ops: [
      {
        do: 'fn',
        fn: (ctx, L) => {
          const id = live(ctx, L.src);
          if (id) {
            const d = ctx.obj(id).data as FieldData;
            d.ex = (d.ex ?? 0) + 1;
          }
        },
      },
    ],
  },
  {
    kind: 'quick',
    cls: 2,
    name: tx('乘风', 'Ride the Wind'),
    text: tx(
      '每当有卡牌回归时：本回合此卡SP+1。',
      'Whenever a card returns to hand: it gets SP +1 this turn.',
    ),
    when: W.cardReturned,
    ops: [{ do: 'mod', on: 'self', stat: 'sp', n: 1, until: 'turn' }],
  },
];
