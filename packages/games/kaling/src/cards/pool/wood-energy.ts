import { bilingual, type CardFile, Targets } from '../vocab.ts';

/** The card `wood-energy`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_WOOD_ENERGY: CardFile = {
  data: {
    id: 'wood-energy',
    zh: '木能量',
    en: 'Wood Energy',
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
      text: bilingual('以1名玩家为目标：其LP+2。', 'Target a player: they gain 2 LP.'),
      targets: [Targets.player()],
      operations: [{ do: 'lifePoints', who: 'firstTarget', amount: 2 }],
    },
  ],
};
