import { bilingual, type CardFile, Targets } from '../vocab.ts';

/** The card `water-energy`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_WATER_ENERGY: CardFile = {
  data: {
    id: 'water-energy',
    zh: '水能量',
    en: 'Water Energy',
    type: 'tactic',
    attrs: ['水'],
    lv: 1,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'quick',
      quickClass: 3,
      text: bilingual(
        '以场上1只卡灵为目标：本回合它的效果无效。',
        'Target a Kaling: its effects are negated this turn.',
      ),
      targets: [Targets.kaling()],
      operations: [{ do: 'status', on: 'firstTarget', status: 'neg', until: 'turn' }],
    },
  ],
};
