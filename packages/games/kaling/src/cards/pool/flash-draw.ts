import { bilingual, type CardFile } from '../vocab.ts';

/** The card `flash-draw`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_FLASH_DRAW: CardFile = {
  data: {
    id: 'flash-draw',
    zh: '电闪抽牌',
    en: 'Flash Draw',
    type: 'tactic',
    attrs: ['电'],
    lv: 3,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'act',
      text: bilingual('你抽2张卡。', 'You draw 2 cards.'),
      operations: [{ do: 'draw', who: 'me', count: 2 }],
    },
  ],
};
