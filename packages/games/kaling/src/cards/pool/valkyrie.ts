import { bilingual, type CardFile } from '../vocab.ts';

/** The card `valkyrie`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_VALKYRIE: CardFile = {
  data: {
    id: 'valkyrie',
    zh: '重铠女武神',
    en: 'Armoured Valkyrie',
    type: 'kaling',
    attrs: ['金'],
    lv: 5,
    series: '战灵',
    ap: 4,
    dp: 8,
    sp: 1,
  },
  effects: [
    {
      kind: 'act',
      name: bilingual('武神旋裂斧', 'War Goddess Whirl Axe'),
      limit: 'turn',
      cost: 3,
      text: bilingual(
        '回1，耗能3：清除此卡[O1]内所有卡灵。',
        'Once per turn, 3 energy: clear every Kaling in its [O1].',
      ),
      operations: [{ do: 'clear', on: 'ring1Kaling' }],
    },
    {
      kind: 'static',
      name: bilingual('圣铠护甲', 'Holy Armour'),
      text: bilingual('在场上时此卡防爆。', 'While on the field it has Blastproof.'),
      statuses: ['bomb'],
    },
  ],
};
