import { bilingual, type CardFile } from '../vocab.ts';
import { move, W } from './helpers.ts';

/** The card `guard-cactus`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_GUARD_CACTUS: CardFile = {
  data: {
    id: 'guard-cactus',
    zh: '卫兵仙人掌',
    en: 'Guard Cactus',
    type: 'kaling',
    attrs: ['木', '金'],
    lv: 2,
    series: '植灵',
    ap: 2,
    dp: 3,
    sp: 1,
  },
  effects: [
    move('林隐', 'Forest Hide'),
    {
      kind: 'quick',
      quickClass: 1,
      name: bilingual('自卫反击', 'Self-defence'),
      text: bilingual(
        '（强制）对方卡灵移动进入此卡[O1]时：那只卡灵与此卡回归。',
        '(Forced) When an opposing Kaling moves into its [O1]: that Kaling and this card return to hand.',
      ),
      when: W.movedIntoO1(true),
      operations: [
        { do: 'bounce', on: 'eventCard' },
        { do: 'bounce', on: 'self' },
      ],
    },
  ],
};
