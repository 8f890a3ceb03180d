import { bilingual, type CardFile, Targets } from '../vocab.ts';
import { same } from './helpers.ts';

const D = ['sun-child', 'sun-child', 'sun-child', 'sun-child', 'sun-child'];
/** The card `wood-energy`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_WOOD_ENERGY: CardFile = {
  data: {
    id: 'wood-energy',
    zh: '木能量',
    en: 'Wood Energy',
    type: 'tactic',
    attrs: ['木'],
    lv: 1,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'act',
      text: bilingual('以1名玩家为目标：其LP+2。', 'Target a player: they gain 2 LP.'),
      targets: [Targets.player()],
      operations: [{ do: 'lifePoints', who: 'firstTarget', amount: 2 }],
    },
  ],
  test: {
    rule: 'KALING 2.1-3',
    name: 'the chosen player gains 2 LP (LP has no maximum)',
    setup: { players: [{ deck: D, hand: ['wood-energy'] }, { deck: D }] },
    script: [
      [0, 'Activate Wood Energy'],
      [0, 'E2'],
      [0, 'p1'],
    ],
    expect: (s) => same('LP', s.g.lp, [20, 22]),
  },
};
