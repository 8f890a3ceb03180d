import { bilingual, type CardFile, Targets } from '../vocab.ts';

/** The card `fire-energy`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_FIRE_ENERGY: CardFile = {
  data: {
    id: 'fire-energy',
    zh: '火能量',
    en: 'Fire Energy',
    type: 'tactic',
    attrs: ['火'],
    lv: 1,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'act',
      text: bilingual('以场上1只卡灵为目标：本回合它AP+1。', 'Target a Kaling: it gets AP +1 this turn.'),
      targets: [Targets.kaling()],
      operations: [{ do: 'modify', on: 'firstTarget', stat: 'ap', amount: 1, until: 'turn' }],
    },
  ],
};
