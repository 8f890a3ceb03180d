import { bilingual, type CardFile } from '../vocab.ts';
import { move, W } from './helpers.ts';

/** The card `heart-angel`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_HEART_ANGEL: CardFile = {
  data: {
    id: 'heart-angel',
    zh: '心天使',
    en: 'Heart Angel',
    type: 'kaling',
    attrs: ['光'],
    lv: 1,
    series: '精灵',
    ap: 0,
    dp: 0,
    sp: 2,
  },
  effects: [
    move('友善之光', 'Friendly Light'),
    {
      kind: 'quick',
      quickClass: 2,
      zone: 'hand',
      name: bilingual('爱心治愈', 'Loving Cure'),
      cost: 2,
      discardSelf: true,
      text: bilingual(
        '你的卡灵被战斗清除时，从手牌舍弃此卡并耗能2：那只卡灵超越降临。',
        'When your Kaling is cleared in battle, discard this from hand and pay 2 energy: that Kaling is free-summoned.',
      ),
      when: W.ownKalingCleared('battle'),
      operations: [{ do: 'revive', on: 'eventCardInDiscard' }],
    },
  ],
};
