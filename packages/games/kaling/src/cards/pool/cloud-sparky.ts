import type { CardFile } from '../vocab.ts';
import { move } from './helpers.ts';

/** The card `cloud-sparky`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_CLOUD_SPARKY: CardFile = {
  data: {
    id: 'cloud-sparky',
    zh: '云电仔',
    en: 'Cloud Sparky',
    type: 'kaling',
    attrs: ['电', '风'],
    lv: 1,
    series: '精灵',
    ap: 2,
    dp: 0,
    sp: 3,
  },
  effects: [move('电仔突击', 'Sparky Rush')],
};
