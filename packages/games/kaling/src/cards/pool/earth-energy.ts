import { bilingual, type CardFile, Targets } from '../vocab.ts';

/** The card `earth-energy`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_EARTH_ENERGY: CardFile = {
  data: {
    id: 'earth-energy',
    zh: '土能量',
    en: 'Earth Energy',
    type: 'tactic',
    attrs: ['土'],
    lv: 2,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'quick',
      quickClass: 3,
      text: bilingual(
        '以场上1只卡灵为目标：本回合它获得坚守。',
        'Target a Kaling: it has Steadfast this turn.',
      ),
      targets: [Targets.kaling()],
      operations: [{ do: 'status', on: 'firstTarget', status: 'guard', until: 'turn' }],
    },
  ],
};
