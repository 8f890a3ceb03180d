import type { CardFile } from '../vocab.ts';
import { move } from './helpers.ts';

/** The card `breeze-swordsman`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_BREEZE_SWORDSMAN: CardFile = {
  data: {
    id: 'breeze-swordsman',
    zh: '清风剑士',
    en: 'Breeze Swordsman',
    type: 'kaling',
    attrs: ['风'],
    lv: 3,
    series: '战灵',
    ap: 5,
    dp: 4,
    sp: 2,
  },
  effects: [move('清风回旋刃', 'Breeze Boomerang Blade')],
};
