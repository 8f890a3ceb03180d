import { bilingual, type CardFile } from '../vocab.ts';

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
      quickClass: 3,
      text: bilingual(
        '对方抽1张卡。本回合场上的卡灵都不能宣言攻击。',
        'The opponent draws 1 card. No Kaling may declare an attack this turn.',
      ),
      operations: [
        { do: 'draw', who: 'opp', count: 1 },
        { do: 'code', run: (ctx) => void (ctx.g.noAttackTurn = 1) },
      ],
    },
  ],
};
