import { CARDS } from '../data.ts';
import { type Eff, T, tx } from '../vocab.ts';
import { W } from './helpers.ts';

/** The card `fuweini` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_FUWEINI: Eff[] = [
  {
    kind: 'quick',
    cls: 2,
    zone: 'grave',
    name: tx('一丝祈愿', 'A Faint Wish'),
    text: tx(
      '场上的此卡被清除送入弃区时：从你的弃区超越降临1只2级龙灵。',
      'When it is cleared from the field: free-summon a Lv2 Dragon-series from your discard pile.',
    ),
    when: W.selfCleared(),
    tg: [T.grave({ side: 'me', series: '龙灵', minLv: 2, maxLv: 2 })],
    ops: [{ do: 'revive', on: 't0' }],
  },
  {
    kind: 'static',
    name: tx('无法拒绝的爱', 'Irresistible Love'),
    text: tx(
      '与原始等级5以上的卡灵战斗时DP+1。',
      'In battle with a Kaling of printed level 5+ it has DP +1.',
    ),
    battle: (_s, _me, other) => (other && CARDS[other.card].lv >= 5 ? { dp: 1 } : {}),
  },
];
