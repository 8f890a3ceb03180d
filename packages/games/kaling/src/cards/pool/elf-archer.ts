import { type Eff, T, tx } from '../vocab.ts';
import { move } from './helpers.ts';

/** The card `elf-archer` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_ELF_ARCHER: Eff[] = [
  {
    kind: 'act',
    name: tx('精灵光箭', 'Elven Light Arrow'),
    lim: 'turn',
    text: tx(
      '回1：以此卡[O1]内1张正面卡牌为目标，其效果本回合无效。',
      'Once per turn: target a face-up card in its [O1]; its effects are negated this turn.',
    ),
    tg: [T.card({ area: { ring: 1 }, filter: (q, id) => !q.s.objects[id].faceDown })],
    ops: [{ do: 'kw', on: 't0', k: 'neg', until: 'turn' }],
  },
  move('林隐', 'Forest Hide'),
];
