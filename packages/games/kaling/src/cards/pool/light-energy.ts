import { bilingual, type CardFile } from '../vocab.ts';

/** The card `light-energy`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_LIGHT_ENERGY: CardFile = {
  data: {
    id: 'light-energy',
    zh: '光能量',
    en: 'Light Energy',
    type: 'tactic',
    attrs: ['光'],
    lv: 0,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'act',
      text: bilingual('你恢复2点能量。', 'You regain 2 energy.'),
      operations: [{ do: 'energy', who: 'me', amount: 2 }],
    },
  ],
};
