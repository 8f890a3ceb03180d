import { bilingual, type CardFile, Targets } from '../vocab.ts';
import { move, swapTargets } from './helpers.ts';

/** The card `husky-rider`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_HUSKY_RIDER: CardFile = {
  data: {
    id: 'husky-rider',
    zh: '傲慢机车 哈士基',
    en: 'Husky the Proud Rider',
    type: 'kaling',
    attrs: ['暗', '金'],
    lv: 1,
    series: '兽灵',
    ap: 1,
    dp: 2,
    sp: 3,
  },
  effects: [
    move('浊影冲刺', 'Murky Dash'),
    {
      kind: 'quick',
      quickClass: 3,
      name: bilingual('超速飘逸法则', 'Overspeed Drift'),
      limit: 'turn',
      text: bilingual(
        '回1：对方能量3点以上时，以此卡[O1]内2张你的盖卡为目标：交换它们的位置。',
        "Once per turn, if the opponent has 3+ energy: target 2 of your set cards in this card's [O1]; they swap places.",
      ),
      can: (q) => q.state.g.energy[1 - q.player] >= 3,
      targets: [
        Targets.card({ side: 'me', down: true, area: { ring: 1 } }),
        Targets.card({ side: 'me', down: true, area: { ring: 1 }, distinct: true }),
      ],
      operations: [{ do: 'code', run: swapTargets }],
    },
  ],
};
