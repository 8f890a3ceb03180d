import { bilingual, type CardFile } from '../vocab.ts';

/** The card `wood-sword-dragon`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_WOOD_SWORD_DRAGON: CardFile = {
  data: {
    id: 'wood-sword-dragon',
    zh: '木剑龙',
    en: 'Wood Sword Dragon',
    type: 'kaling',
    attrs: ['木'],
    lv: 4,
    series: '怪灵',
    ap: 4,
    dp: 5,
    sp: 1,
  },
  effects: [
    {
      kind: 'act',
      name: bilingual('死亡滚轮', 'Death Roller'),
      text: bilingual(
        '将场上的此卡送去弃区：它原先所在纵列上的卡牌全部回归。',
        'Send this card from the field to the discard pile: every card in the column it was in returns to hand.',
      ),
      sacrifice: { self: true },
      operations: [{ do: 'bounce', on: 'column' }],
    },
    {
      kind: 'static',
      name: bilingual('剑背叶', 'Blade-back Leaves'),
      text: bilingual(
        '位于此卡[↑]的卡灵不能以此卡所在区域为攻击目标。',
        'The Kaling at its [↑] cannot attack its cell.',
      ),
      statuses: ['no-attack-from-front'],
    },
  ],
};
