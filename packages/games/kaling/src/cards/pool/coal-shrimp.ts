import { ahead } from '../../rules/01-board.ts';
import { bilingual, type CardFile } from '../vocab.ts';
import { move } from './helpers.ts';

/** The card `coal-shrimp`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_COAL_SHRIMP: CardFile = {
  data: {
    id: 'coal-shrimp',
    zh: '焦炭虾',
    en: 'Coal Shrimp',
    type: 'kaling',
    attrs: ['火', '土'],
    lv: 2,
    series: '岩灵',
    ap: 3,
    dp: 3,
    sp: 1,
  },
  effects: [
    {
      kind: 'act',
      name: bilingual('熔岩连弹', 'Lava Volley'),
      limit: 'turn',
      cost: 1,
      text: bilingual(
        '回1，此卡纵向前方没有卡牌时，耗能1：对方LP-1。',
        'Once per turn, if no card is ahead of it in its column, 1 energy: the opponent loses 1 LP.',
      ),
      can: (q) => ahead(q.state.g, q.cell, q.player).every((c) => q.state.g.cells[c] === 0),
      operations: [{ do: 'lifePoints', who: 'opp', amount: 1, lose: true }],
    },
    move('焦炭钳', 'Charcoal Pincer'),
  ],
};
