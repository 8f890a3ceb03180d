import { rel } from '../../rules/01-board.ts';
import type { FieldData } from '../../types.ts';
import { type Eff, tx } from '../vocab.ts';
import { move } from './helpers.ts';

/** The card `flame-horn` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_FLAME_HORN: Eff[] = [
  move('爆炎角冲', 'Blast Horn Charge'),
  {
    kind: 'static',
    name: tx('炎王战意', "Flame King's Spirit"),
    text: tx('与[↑]区域的卡灵战斗结算时，此卡AP+3。', 'In battle with the Kaling at its [↑] it has AP +3.'),
    battle: (s, me, other) => {
      if (other?.zone !== 'field') return {};
      const up = rel(s.g, (me.data as FieldData).c, '↑', me.controller);
      return up === (other.data as FieldData).c ? { ap: 3 } : {};
    },
  },
];
