import { bilingual, type CardFile, Targets } from '../vocab.ts';
import { move } from './helpers.ts';

/** The card `elf-archer`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_ELF_ARCHER: CardFile = {
  data: {
    id: 'elf-archer',
    zh: '森精灵弓手',
    en: 'Forest Elf Archer',
    type: 'kaling',
    attrs: ['风', '光'],
    lv: 2,
    series: '精灵',
    ap: 2,
    dp: 4,
    sp: 2,
  },
  effects: [
    {
      kind: 'act',
      name: bilingual('精灵光箭', 'Elven Light Arrow'),
      limit: 'turn',
      text: bilingual(
        '回1：以此卡[O1]内1张正面卡牌为目标，其效果本回合无效。',
        'Once per turn: target a face-up card in its [O1]; its effects are negated this turn.',
      ),
      targets: [Targets.card({ area: { ring: 1 }, filter: (q, id) => !q.state.objects[id].faceDown })],
      operations: [{ do: 'status', on: 'firstTarget', status: 'neg', until: 'turn' }],
    },
    move('林隐', 'Forest Hide'),
  ],
};
