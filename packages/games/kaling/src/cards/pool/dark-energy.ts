import { bilingual, type CardFile, Targets } from '../vocab.ts';

/** The card `dark-energy`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_DARK_ENERGY: CardFile = {
  data: {
    id: 'dark-energy',
    zh: '暗能量',
    en: 'Dark Energy',
    type: 'tactic',
    attrs: ['暗'],
    lv: 4,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'act',
      text: bilingual(
        '以此卡[↑][↓][←][→]上的1只卡灵为目标：清除它。',
        "Target a Kaling at this card's [↑][↓][←][→]: clear it.",
      ),
      targets: [Targets.kaling({ area: { directions: ['↑', '↓', '←', '→'] } })],
      operations: [{ do: 'clear', on: 'firstTarget' }],
    },
  ],
};
