import { ring } from '../../rules/01-board.ts';
import type { FieldData } from '../../types.ts';
import { CARDS } from '../data.ts';
import { bilingual, type CardFile } from '../vocab.ts';

/** The card `volt-magician`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_VOLT_MAGICIAN: CardFile = {
  data: {
    id: 'volt-magician',
    zh: '电光魔法师',
    en: 'Volt Magician',
    type: 'kaling',
    attrs: ['电', '光'],
    lv: 3,
    series: '法灵',
    ap: 4,
    dp: 3,
    sp: 2,
  },
  effects: [
    {
      kind: 'act',
      name: bilingual('电光魔术', 'Lightning Magic'),
      limit: 'turn',
      discard: { count: 1, attributes: ['电', '光'] },
      text: bilingual(
        '回1，舍弃1张电属或光属卡牌：抽1张卡。',
        'Once per turn, discard an electric or light card: draw 1 card.',
      ),
      operations: [{ do: 'draw', who: 'me', count: 1 }],
    },
    {
      kind: 'static',
      name: bilingual('电流气场', 'Current Field'),
      text: bilingual('此卡[O1]内的电属卡灵AP+2。', 'Electric Kaling in its [O1] have AP +2.'),
      aura: (s, src, o, st) => {
        if (o.zone !== 'field' || o.faceDown || CARDS[o.card].type !== 'kaling') return;
        if (!CARDS[o.card].attrs.includes('电')) return;
        if (ring(s.g, (src.data as FieldData).cell, 1).includes((o.data as FieldData).cell)) st.ap += 2;
      },
    },
  ],
};
