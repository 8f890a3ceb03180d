import { bilingual, type CardFile } from '../vocab.ts';
import { move, W } from './helpers.ts';

/** The card `flame-imp`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_FLAME_IMP: CardFile = {
  data: {
    id: 'flame-imp',
    zh: '炎头小鬼',
    en: 'Flame-head Imp',
    type: 'kaling',
    attrs: ['火', '暗'],
    lv: 2,
    series: '魔灵',
    ap: 3,
    dp: 2,
    sp: 2,
  },
  effects: [
    move('炎舞击', 'Flame Dance Strike'),
    {
      kind: 'quick',
      quickClass: 2,
      zone: 'grave',
      name: bilingual('诅咒之火', 'Cursed Fire'),
      text: bilingual(
        '此卡被卡牌效果从场上破坏时：对方LP-2。',
        'When a card effect clears it from the field: the opponent loses 2 LP.',
      ),
      when: W.selfCleared('effect'),
      operations: [{ do: 'lifePoints', who: 'opp', amount: 2, lose: true }],
    },
  ],
};
