import { bilingual, type CardFile, Targets } from '../vocab.ts';
import { W } from './helpers.ts';

/** The card `life-branch`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_LIFE_BRANCH: CardFile = {
  data: {
    id: 'life-branch',
    zh: '生命树之枝',
    en: 'Branch of the Life Tree',
    type: 'device',
    attrs: ['木'],
    lv: 2,
    ap: 0,
    dp: 0,
    sp: 0,
    gp: 1,
  },
  effects: [
    {
      kind: 'quick',
      quickClass: 2,
      text: bilingual(
        '（放置类设备，GP1）你的LP上升时，以你场上1只木属卡灵为目标：本回合它AP+2。',
        '(Placed device, GP 1) When your LP rises, target one of your wood Kaling: it gets AP +2 this turn.',
      ),
      when: W.ownLpUp,
      targets: [Targets.kaling({ side: 'me', attr: '木' })],
      operations: [{ do: 'modify', on: 'firstTarget', stat: 'ap', amount: 2, until: 'turn' }],
    },
  ],
};
