import { bilingual, type CardFile } from '../vocab.ts';
import { move } from './helpers.ts';

/** The card `dream-maker`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_DREAM_MAKER: CardFile = {
  data: {
    id: 'dream-maker',
    zh: '造梦师',
    en: 'Dream Maker',
    type: 'kaling',
    attrs: ['光'],
    lv: 2,
    series: '法灵',
    ap: 0,
    dp: 2,
    sp: 1,
  },
  effects: [
    {
      kind: 'act',
      name: bilingual('梦幻能量', 'Dream Energy'),
      limit: 'turn',
      text: bilingual('回1：你恢复1点能量。', 'Once per turn: you regain 1 energy.'),
      operations: [{ do: 'energy', who: 'me', amount: 1 }],
    },
    move('造梦', 'Dreamcraft'),
  ],
};
