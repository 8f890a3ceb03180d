import type { CardFile } from '../vocab.ts';
import { move } from './helpers.ts';

/** The card `fierce-howl`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_FIERCE_HOWL: CardFile = {
  data: {
    id: 'fierce-howl',
    zh: '恶啸',
    en: 'Fierce Howl',
    type: 'kaling',
    attrs: ['暗'],
    lv: 2,
    series: '兽灵',
    ap: 4,
    dp: 0,
    sp: 2,
  },
  effects: [move('狂暴撕咬', 'Frenzied Bite')],
};
