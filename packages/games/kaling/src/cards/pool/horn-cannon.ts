import { bilingual, type CardFile, Targets } from '../vocab.ts';

/** The card `horn-cannon`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_HORN_CANNON: CardFile = {
  data: {
    id: 'horn-cannon',
    zh: '钢角炮仙',
    en: 'Horn Cannon Sage',
    type: 'kaling',
    attrs: ['金', '电'],
    lv: 2,
    series: '械灵',
    ap: 3,
    dp: 3,
    sp: 1,
  },
  effects: [
    {
      kind: 'act',
      name: bilingual('尤尼克斯毁灭炮', 'Unix Ruin Cannon'),
      limit: 'field',
      cost: 2,
      // 后坐力 (its second effect): each earlier use this game makes this one cost 2 more.
      costPerUse: 2,
      discard: { count: 1 },
      text: bilingual(
        '场1，耗能2并舍弃1张手牌：以此卡纵列上任意1格为目标，清除那里的卡牌。',
        'Once per stay on the field, 2 energy and discard 1 card: target any cell in its column; clear the card there.',
      ),
      targets: [Targets.cell({ area: { column: true } })],
      operations: [{ do: 'clear', on: 'firstTarget' }],
    },
    {
      kind: 'static',
      name: bilingual('后坐力', 'Recoil'),
      text: bilingual(
        '本局你每用过1次【尤尼克斯毁灭炮】，下次能耗+2。',
        'Each earlier use of [Unix Ruin Cannon] this game makes the next cost 2 more.',
      ),
    },
  ],
};
