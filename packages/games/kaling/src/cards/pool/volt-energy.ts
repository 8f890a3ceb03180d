import { bilingual, type CardFile, Targets } from '../vocab.ts';

/** The card `volt-energy`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_VOLT_ENERGY: CardFile = {
  data: {
    id: 'volt-energy',
    zh: '电能量',
    en: 'Volt Energy',
    type: 'tactic',
    attrs: ['电'],
    lv: 1,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'quick',
      quickClass: 3,
      text: bilingual('以场上1只卡灵为目标：本回合它SP+1。', 'Target a Kaling: it gets SP +1 this turn.'),
      targets: [Targets.kaling()],
      operations: [{ do: 'modify', on: 'firstTarget', stat: 'sp', amount: 1, until: 'turn' }],
    },
  ],
};
