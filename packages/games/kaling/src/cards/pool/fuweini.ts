import { CARDS } from '../data.ts';
import { type CardFile, T, tx } from '../vocab.ts';
import { W } from './helpers.ts';

/** The card `fuweini`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_FUWEINI: CardFile = {
  data: {
    id: 'fuweini',
    zh: '弗威尼',
    en: 'Fuweini',
    type: 'kaling',
    attrs: ['光'],
    lv: 5,
    series: '龙灵',
    ap: 4,
    dp: 5,
    sp: 2,
  },
  effects: [
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
  ],
};
