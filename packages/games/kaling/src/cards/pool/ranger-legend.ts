import { stats } from '../../rules/05-terms.ts';
import { CARDS } from '../data.ts';
import { bilingual, type CardFile, Targets } from '../vocab.ts';
import { swapTargets } from './helpers.ts';

/** The card `ranger-legend`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_RANGER_LEGEND: CardFile = {
  data: {
    id: 'ranger-legend',
    zh: '传奇游侠 莱金德',
    en: 'Legend the Ranger',
    type: 'kaling',
    attrs: ['空'],
    lv: 5,
    series: '战灵',
    ap: 7,
    dp: 4,
    sp: 1,
  },
  effects: [
    {
      kind: 'act',
      name: bilingual('交换魔弹', 'Swapping Shot'),
      limit: 'name',
      cost: 3,
      text: bilingual(
        '限1：耗能3，以此卡直视的1张对方盖卡，以及那张盖卡[O1]内1只3级以下的对方卡灵为目标。两者互换所在区域。',
        "Once per turn per name, 3 energy: target an opposing set card this card sees, and an opposing Lv3-or-lower Kaling in that set card's [O1]. They swap cells.",
      ),
      targets: [
        Targets.card({ side: 'opp', down: true, area: { lineOfSight: true } }),
        Targets.kaling({ side: 'opp', maxLevel: 3, area: { ring: 1 }, measuredFromTarget: 0 }),
      ],
      operations: [{ do: 'code', run: swapTargets }],
    },
    {
      kind: 'static',
      name: bilingual('被拥护的英雄', 'Beloved Hero'),
      text: bilingual(
        '与4级以下卡灵战斗时，此卡DP的原始值当作5。',
        'In battle with a Lv4-or-lower Kaling its original DP counts as 5.',
      ),
      battle: (s, me, other) => (other && stats(s, other.id).level <= 4 ? { dp: 5 - CARDS[me.card].dp } : {}),
    },
  ],
};
