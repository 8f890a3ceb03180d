import { rel } from '../../rules/01-board.ts';
import { bilingual, type CardFile } from '../vocab.ts';

/** The card `chime-fairy`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_CHIME_FAIRY: CardFile = {
  data: {
    id: 'chime-fairy',
    zh: '风铃灵儿',
    en: 'Wind Chime Fairy',
    type: 'kaling',
    attrs: ['风', '木'],
    lv: 2,
    series: '法灵',
    ap: 1,
    dp: 2,
    sp: 2,
  },
  effects: [
    {
      kind: 'act',
      name: bilingual('治愈风铃', 'Healing Chime'),
      limit: 'turn',
      cost: 1,
      text: bilingual(
        '回1，耗能1：此卡的控制者LP+1。',
        'Once per turn, 1 energy: its controller gains 1 LP.',
      ),
      operations: [{ do: 'lifePoints', who: 'me', amount: 1 }],
    },
    {
      kind: 'quick',
      quickClass: 2,
      name: bilingual('风之祈祷', 'Prayer of Wind'),
      limit: 'turn',
      text: bilingual(
        '回1：此卡[→]区域的卡牌回归时，抽1张卡。',
        'Once per turn, when the card at its [→] returns to hand: draw 1 card.',
      ),
      when: (ev, q) =>
        ev.type === 'returned' &&
        ev.by === 'field' &&
        q.cell >= 0 &&
        ev.cell === rel(q.state.g, q.cell, '→', q.player),
      operations: [{ do: 'draw', who: 'me', count: 1 }],
    },
  ],
};
