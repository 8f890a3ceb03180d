import { bilingual, type CardFile } from '../vocab.ts';
import { all, cardsOf, same } from './helpers.ts';

const D = ['sun-child', 'sun-child', 'sun-child', 'sun-child', 'sun-child'];
/** The card `light-energy`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_LIGHT_ENERGY: CardFile = {
  data: {
    id: 'light-energy',
    zh: '光能量',
    en: 'Light Energy',
    type: 'tactic',
    attrs: ['光'],
    lv: 0,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'act',
      text: bilingual('你恢复2点能量。', 'You regain 2 energy.'),
      operations: [{ do: 'energy', who: 'me', amount: 2 }],
    },
  ],
  test: {
    rule: 'KALING 3.5.5-4',
    name: 'regains 2 energy and goes to the discard pile',
    setup: { players: [{ energy: 2, deck: D, hand: ['light-energy'] }, { deck: D }] },
    script: [
      [0, 'Activate Light Energy'],
      [0, 'E2'],
    ],
    expect: (s) =>
      all(same('energy', s.g.energy[0], 4), same('discard', cardsOf(s, 'p0:discard'), ['light-energy'])),
  },
};
