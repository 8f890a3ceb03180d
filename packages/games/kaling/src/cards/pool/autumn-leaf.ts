import { bilingual, type CardFile } from '../vocab.ts';

// Tactics and devices: the card's level is its energy cost (KALING 3.5.5-2).

/** The card `autumn-leaf`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_AUTUMN_LEAF: CardFile = {
  data: {
    id: 'autumn-leaf',
    zh: '一叶知秋',
    en: 'One Leaf Knows Autumn',
    type: 'tactic',
    attrs: ['木'],
    lv: 1,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'act',
      text: bilingual(
        '将你场上1只木属卡灵送去弃区：抽2张卡。',
        'Send one of your wood Kaling on the field to the discard pile: draw 2 cards.',
      ),
      sacrifice: { attr: '木' },
      operations: [{ do: 'draw', who: 'me', count: 2 }],
    },
  ],
};
