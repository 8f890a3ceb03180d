import type { CardFile } from '../vocab.ts';
import { move } from './helpers.ts';

/** The card `jungle-dart-frog`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_JUNGLE_DART_FROG: CardFile = {
  data: {
    id: 'jungle-dart-frog',
    zh: '丛林雨箭蛙',
    en: 'Jungle Dart Frog',
    type: 'kaling',
    attrs: ['木', '水'],
    lv: 2,
    series: '爬灵',
    ap: 3,
    dp: 1,
    sp: 3,
  },
  effects: [move('丛林毒飞箭', 'Jungle Venom Dart')],
};
