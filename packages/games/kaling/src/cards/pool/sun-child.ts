import type { CardFile } from '../vocab.ts';
import { move } from './helpers.ts';

/** The card `sun-child`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_SUN_CHILD: CardFile = {
  data: {
    id: 'sun-child',
    zh: '阳耀子',
    en: 'Sun Child',
    type: 'kaling',
    attrs: ['火'],
    lv: 2,
    series: '精灵',
    ap: 3,
    dp: 3,
    sp: 2,
  },
  effects: [move('耀炎坠击', 'Blazing Dive')],
};
