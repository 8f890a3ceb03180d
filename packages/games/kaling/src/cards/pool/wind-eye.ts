import { bilingual, type CardFile, Targets } from '../vocab.ts';

/** The card `wind-eye`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_WIND_EYE: CardFile = {
  data: {
    id: 'wind-eye',
    zh: '风魔眼',
    en: 'Wind Demon Eye',
    type: 'kaling',
    attrs: ['风'],
    lv: 5,
    series: '怪灵',
    ap: 5,
    dp: 5,
    sp: 2,
  },
  effects: [
    {
      kind: 'act',
      name: bilingual('风涌龙息', 'Surging Dragon Breath'),
      limit: 'turn',
      cost: 1,
      text: bilingual(
        '回1，耗能1：以场上1张盖卡为目标，使它回归。',
        'Once per turn, 1 energy: target a set card on the field; it returns to hand.',
      ),
      targets: [Targets.card({ down: true })],
      operations: [{ do: 'bounce', on: 'firstTarget' }],
    },
    {
      kind: 'static',
      name: bilingual('至高飓风炮', 'Supreme Hurricane Cannon'),
      text: bilingual(
        '此卡纵向前方没有其他卡牌时，可以直接攻击对方玩家。',
        'If no other card is ahead of it in its column, it may attack the opponent directly.',
      ),
      statuses: ['direct-if-column-clear'],
    },
  ],
};
