import type { CardFile } from '../vocab.ts';
import { move } from './helpers.ts';

/** The card `saint-helier`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_SAINT_HELIER: CardFile = {
  data: {
    id: 'saint-helier',
    zh: '圣赫利尔',
    en: 'Saint Helier',
    type: 'kaling',
    attrs: ['光'],
    lv: 2,
    series: '龙灵',
    ap: 2,
    dp: 5,
    sp: 1,
  },
  effects: [move('能量光柱', 'Energy Pillar')],
};
