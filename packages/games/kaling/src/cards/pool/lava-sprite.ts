import { bilingual, type CardFile } from '../vocab.ts';
import { move, W } from './helpers.ts';

/** The card `lava-sprite`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_LAVA_SPRITE: CardFile = {
  data: {
    id: 'lava-sprite',
    zh: '熔岩精灵',
    en: 'Lava Sprite',
    type: 'kaling',
    attrs: ['火', '土'],
    lv: 1,
    series: '岩灵',
    ap: 1,
    dp: 1,
    sp: 1,
  },
  effects: [
    move('小火球', 'Little Fireball'),
    {
      kind: 'quick',
      quickClass: 1,
      zone: 'grave',
      name: bilingual('大爆炸', 'Big Bang'),
      text: bilingual(
        '（强制）此卡从场上被破坏时：你失去1点能量，破坏它[O1]内的所有卡牌。',
        '(Forced) When cleared from the field: you lose 1 energy, and every card in its [O1] is cleared.',
      ),
      when: W.selfCleared(),
      operations: [
        { do: 'energy', who: 'me', amount: 1, lose: true },
        { do: 'clear', on: 'ring1' },
      ],
    },
  ],
};
