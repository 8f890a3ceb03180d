import { CARDS } from '../data.ts';
import { type Eff, T, tx } from '../vocab.ts';

/** The card `spring-revival` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_SPRING_REVIVAL: Eff[] = [
  {
    kind: 'act',
    text: tx(
      '以你弃区1只木属卡灵为目标：将它超越降临，然后你回复等于其AP的LP。',
      'Target a wood Kaling in your discard pile: free-summon it, then gain LP equal to its AP.',
    ),
    tg: [T.grave({ side: 'me', attr: '木' })],
    can: (q) => q.s.g.cells.some((id, c) => id === 0 && (q.p === 0 ? c < 10 : c >= 15)),
    ops: [
      { do: 'fn', fn: (ctx, L) => void (L.v = CARDS[ctx.known(L.tg[0])!.card].ap) },
      { do: 'revive', on: 't0' },
      { do: 'lp', who: 'me', n: 'v' },
    ],
  },
];
