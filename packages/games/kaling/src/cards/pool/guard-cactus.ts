import { bilingual, type CardFile } from '../vocab.ts';
import { all, cardOn, cardsOf, move, same, W } from './helpers.ts';

const D = ['sun-child', 'sun-child', 'sun-child', 'sun-child', 'sun-child'];
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
  test: {
    rule: 'KALING 4.5-2',
    name: '自卫反击 (forced) returns an opposing 卡灵 moving into its [O1], and itself',
    setup: {
      players: [
        { deck: D, field: [{ card: 'sun-child', cell: 'C2' }] },
        { deck: D, field: [{ card: 'guard-cactus', cell: 'C4' }] },
      ],
    },
    script: [
      [0, 'Move Sun Child'],
      [0, 'C3'],
    ],
    expect: (s) =>
      all(
        same('C3', cardOn(s, 'C3'), null),
        same('hand 0', cardsOf(s, 'p0:hand'), ['sun-child']),
        same('hand 1', cardsOf(s, 'p1:hand'), ['guard-cactus']),
      ),
  },
};
