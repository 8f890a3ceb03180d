import type { CardFile } from '../vocab.ts';
import { move } from './helpers.ts';

/** The card `captain-argo`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_CAPTAIN_ARGO: CardFile = {
  data: {
    id: 'captain-argo',
    zh: '征梦者船长 阿尔戈',
    en: 'Captain Argo',
    type: 'kaling',
    attrs: ['水', '土'],
    lv: 2,
    series: '龙灵',
    ap: 2,
    dp: 2,
    sp: 2,
  },
  effects: [move('平地涌泉', 'Spring from the Plain')],
};
