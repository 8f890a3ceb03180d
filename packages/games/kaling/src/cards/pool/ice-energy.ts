import { bilingual, type CardFile, Targets } from '../vocab.ts';

/** The card `ice-energy`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_ICE_ENERGY: CardFile = {
  data: {
    id: 'ice-energy',
    zh: '冰能量',
    en: 'Ice Energy',
    type: 'tactic',
    attrs: ['冰'],
    lv: 1,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'quick',
      quickClass: 3,
      text: bilingual('以场上1只卡灵为目标：本回合它的SP变为0。', 'Target a Kaling: its SP is 0 this turn.'),
      targets: [Targets.kaling()],
      operations: [{ do: 'set', on: 'firstTarget', stat: 'sp', value: 0, until: 'turn' }],
    },
  ],
};
