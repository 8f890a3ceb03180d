import { bilingual, type CardFile, Targets } from '../vocab.ts';

/** The card `metal-energy`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_METAL_ENERGY: CardFile = {
  data: {
    id: 'metal-energy',
    zh: '金能量',
    en: 'Metal Energy',
    type: 'tactic',
    attrs: ['金'],
    lv: 2,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'quick',
      quickClass: 3,
      text: bilingual('以场上1只卡灵为目标：本回合它防爆。', 'Target a Kaling: it has Blastproof this turn.'),
      targets: [Targets.kaling()],
      operations: [{ do: 'status', on: 'firstTarget', status: 'bomb', until: 'turn' }],
    },
  ],
};
