import { type CardFile, tx } from '../vocab.ts';

/** The card `peace-fruit`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_PEACE_FRUIT: CardFile = {
  data: {
    id: 'peace-fruit',
    zh: '和平果实',
    en: 'Fruit of Peace',
    type: 'tactic',
    attrs: ['木'],
    lv: 2,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'quick',
      cls: 3,
      text: tx(
        '对方抽1张卡。本回合场上的卡灵都不能宣言攻击。',
        'The opponent draws 1 card. No Kaling may declare an attack this turn.',
      ),
      ops: [
        { do: 'draw', who: 'opp', n: 1 },
        { do: 'fn', fn: (ctx) => void (ctx.g.noAttackTurn = 1) },
      ],
    },
  ],
};
