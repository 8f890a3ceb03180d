import type { CardFile } from '../vocab.ts';
import { move } from './helpers.ts';

/** The card `penguin-dudu`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_PENGUIN_DUDU: CardFile = {
  data: {
    id: 'penguin-dudu',
    zh: '企鹅嘟嘟',
    en: 'Penguin Dudu',
    type: 'kaling',
    attrs: ['冰', '水'],
    lv: 2,
    series: '鸟灵',
    ap: 3,
    dp: 3,
    sp: 2,
  },
  effects: [move('嘟嘟光线', 'Dudu Beam')],
};
