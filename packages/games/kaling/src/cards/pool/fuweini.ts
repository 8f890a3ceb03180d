import { CARDS } from '../data.ts';
import { bilingual, type CardFile, Targets } from '../vocab.ts';
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
      quickClass: 2,
      zone: 'grave',
      name: bilingual('一丝祈愿', 'A Faint Wish'),
      text: bilingual(
        '场上的此卡被清除送入弃区时：从你的弃区超越降临1只2级龙灵。',
        'When it is cleared from the field: free-summon a Lv2 Dragon-series from your discard pile.',
      ),
      when: W.selfCleared(),
      targets: [Targets.grave({ side: 'me', series: '龙灵', minLevel: 2, maxLevel: 2 })],
      operations: [{ do: 'revive', on: 'firstTarget' }],
    },
    {
      kind: 'static',
      name: bilingual('无法拒绝的爱', 'Irresistible Love'),
      text: bilingual(
        '与原始等级5以上的卡灵战斗时DP+1。',
        'In battle with a Kaling of printed level 5+ it has DP +1.',
      ),
      battle: (_s, _me, other) => (other && CARDS[other.card].lv >= 5 ? { dp: 1 } : {}),
    },
  ],
};
