import { bilingual, type CardFile, Targets } from '../vocab.ts';
import { canStepVertical, move, moveBy } from './helpers.ts';

/** The card `wind-sprite`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_WIND_SPRITE: CardFile = {
  data: {
    id: 'wind-sprite',
    zh: '风精灵',
    en: 'Wind Sprite',
    type: 'kaling',
    attrs: ['风'],
    lv: 2,
    series: '精灵',
    ap: 0,
    dp: 0,
    sp: 2,
  },
  effects: [
    move('突风弹', 'Gust Bullet'),
    {
      kind: 'quick',
      quickClass: 3,
      zone: 'hand',
      name: bilingual('风灵祝福', 'Wind Blessing'),
      discardSelf: true,
      text: bilingual(
        '从手牌舍弃此卡，以场上1只卡灵为目标：它沿纵向移动1格。',
        'Discard this from hand and target a Kaling on the field: it moves 1 cell along its column.',
      ),
      targets: [Targets.kaling({ filter: (q, id) => canStepVertical(q, id) })],
      operations: [{ do: 'code', run: (ctx, L) => moveBy(ctx, L, 1, true) }],
    },
  ],
};
