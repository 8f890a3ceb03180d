import { bilingual, type CardFile } from '../vocab.ts';

/** The card `meteor`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_METEOR: CardFile = {
  data: {
    id: 'meteor',
    zh: '陨石坠击',
    en: 'Meteor Strike',
    type: 'tactic',
    attrs: ['火'],
    lv: 0,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'act',
      xEnergy: 3,
      text: bilingual(
        '支付至多3点能量：对方受到支付点数的LP伤害。',
        'Pay up to 3 energy: the opponent loses that much LP.',
      ),
      operations: [{ do: 'lifePoints', who: 'opp', amount: 'x', lose: true }],
    },
  ],
};
