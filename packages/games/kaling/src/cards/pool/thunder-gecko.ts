import { ring } from '../../rules/01-board.ts';
import { hasAttr } from '../../rules/05-terms.ts';
import { type Eff, tx } from '../vocab.ts';
import { move } from './helpers.ts';

/** The card `thunder-gecko` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_THUNDER_GECKO: Eff[] = [
  move('电光冲击', 'Lightning Impact'),
  {
    kind: 'quick',
    cls: 2,
    zone: 'hand',
    name: tx('迅雷滑行', 'Thunder Glide'),
    text: tx(
      '有电属卡灵降临到场上时：将手牌中的此卡超越降临到那只卡灵[O1]内的空区域。',
      "When an electric Kaling is summoned: free-summon this card from hand to an empty cell in that Kaling's [O1].",
    ),
    when: (ev, q) =>
      ev.t === 'summon' &&
      q.s.objects[ev.o!]?.zone === 'field' &&
      hasAttr(q.s, ev.o!, '电') &&
      ring(q.s.g, ev.c!, 1).some((c) => q.s.g.cells[c] === 0),
    ops: [{ do: 'summonSelf', where: 'ev-o1' }],
  },
];
