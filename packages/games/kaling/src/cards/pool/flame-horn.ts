import { rel } from '../../rules/01-board.ts';
import type { FieldData } from '../../types.ts';
import { bilingual, type CardFile } from '../vocab.ts';
import { move } from './helpers.ts';

/** The card `flame-horn`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_FLAME_HORN: CardFile = {
  data: {
    id: 'flame-horn',
    zh: '炎角凶兽',
    en: 'Flame Horn Beast',
    type: 'kaling',
    attrs: ['火'],
    lv: 3,
    series: '怪灵',
    ap: 5,
    dp: 3,
    sp: 2,
  },
  effects: [
    move('爆炎角冲', 'Blast Horn Charge'),
    {
      kind: 'static',
      name: bilingual('炎王战意', "Flame King's Spirit"),
      text: bilingual(
        '与[↑]区域的卡灵战斗结算时，此卡AP+3。',
        'In battle with the Kaling at its [↑] it has AP +3.',
      ),
      battle: (s, me, other) => {
        if (other?.zone !== 'field') return {};
        const up = rel(s.g, (me.data as FieldData).cell, '↑', me.controller);
        return up === (other.data as FieldData).cell ? { ap: 3 } : {};
      },
    },
  ],
};
