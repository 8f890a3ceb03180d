import { bilingual, type CardFile, Targets } from '../vocab.ts';
import { move } from './helpers.ts';

/** The card `gale-dragon`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_GALE_DRAGON: CardFile = {
  data: {
    id: 'gale-dragon',
    zh: '狂风龙',
    en: 'Gale Dragon',
    type: 'kaling',
    attrs: ['风'],
    lv: 2,
    series: '龙灵',
    ap: 3,
    dp: 1,
    sp: 2,
  },
  effects: [
    {
      kind: 'act',
      name: bilingual('狂风吐息', 'Gale Breath'),
      limit: 'turn',
      cost: 2,
      text: bilingual(
        '回1，耗能2：以此卡[↑]区域为目标，那里的卡牌回归。',
        'Once per turn, 2 energy: target the cell at its [↑]; the card there returns to hand.',
      ),
      targets: [Targets.cell({ area: { directions: ['↑'] }, cellHolds: 'card' })],
      operations: [{ do: 'bounce', on: 'firstTarget' }],
    },
    move('蓄气', 'Gather Breath'),
  ],
};
