import { bilingual, type CardFile } from '../vocab.ts';
import { move } from './helpers.ts';

/** The card `arctic-emperor`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_ARCTIC_EMPEROR: CardFile = {
  data: {
    id: 'arctic-emperor',
    zh: '北极帝王',
    en: 'Arctic Emperor',
    type: 'kaling',
    attrs: ['冰'],
    lv: 5,
    series: '兽灵',
    ap: 7,
    dp: 7,
    sp: 1,
  },
  effects: [
    move('帝王！暴杀拳！', 'Emperor! Brutal Fist!'),
    {
      kind: 'static',
      name: bilingual('冰躯固守', 'Ice Body Bastion'),
      text: bilingual(
        '此卡所在区域不能被选为卡牌效果的目标。',
        "The cell it is on cannot be chosen as a card effect's target.",
      ),
      statuses: ['cellImm'],
    },
  ],
};
