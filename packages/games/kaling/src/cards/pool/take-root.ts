import { bilingual, type CardFile, Targets } from '../vocab.ts';

/** The card `take-root`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_TAKE_ROOT: CardFile = {
  data: {
    id: 'take-root',
    zh: '扎根',
    en: 'Take Root',
    type: 'tactic',
    attrs: ['木'],
    lv: 2,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'act',
      text: bilingual(
        '以你场上1只木属卡灵为目标：它不能移动，不会回归；它要被清除时，可改为将弃区的此卡回档。',
        'Target one of your wood Kaling: it cannot move and does not return to hand; when it would be cleared, shuffle this card from your discard pile into your deck instead.',
      ),
      targets: [Targets.kaling({ side: 'me', attr: '木' })],
      operations: [
        { do: 'status', on: 'firstTarget', status: 'nomove', until: 'perm' },
        { do: 'status', on: 'firstTarget', status: 'nobounce', until: 'perm' },
        { do: 'status', on: 'firstTarget', status: 'root', until: 'perm' },
      ],
    },
  ],
};
