import { ring } from '../../rules/01-board.ts';
import { hasAttr } from '../../rules/05-terms.ts';
import { bilingual, type CardFile } from '../vocab.ts';
import { move } from './helpers.ts';

/** The card `thunder-gecko`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_THUNDER_GECKO: CardFile = {
  data: {
    id: 'thunder-gecko',
    zh: '迅雷翼守宫',
    en: 'Thunderwing Gecko',
    type: 'kaling',
    attrs: ['电'],
    lv: 2,
    series: '爬灵',
    ap: 3,
    dp: 0,
    sp: 2,
  },
  effects: [
    move('电光冲击', 'Lightning Impact'),
    {
      kind: 'quick',
      quickClass: 2,
      zone: 'hand',
      name: bilingual('迅雷滑行', 'Thunder Glide'),
      text: bilingual(
        '有电属卡灵降临到场上时：将手牌中的此卡超越降临到那只卡灵[O1]内的空区域。',
        "When an electric Kaling is summoned: free-summon this card from hand to an empty cell in that Kaling's [O1].",
      ),
      when: (ev, q) =>
        ev.type === 'summon' &&
        q.state.objects[ev.object!]?.zone === 'field' &&
        hasAttr(q.state, ev.object!, '电') &&
        ring(q.state.g, ev.cell!, 1).some((c) => q.state.g.cells[c] === 0),
      operations: [{ do: 'summonSelf', where: 'ev-o1' }],
    },
  ],
};
