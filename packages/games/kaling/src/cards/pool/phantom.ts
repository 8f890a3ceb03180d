import { bilingual, type CardFile, Targets } from '../vocab.ts';

/** The card `phantom`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_PHANTOM: CardFile = {
  data: {
    id: 'phantom',
    zh: '幻影',
    en: 'Phantom',
    type: 'tactic',
    attrs: ['暗'],
    lv: 3,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'quick',
      quickClass: 3,
      text: bilingual(
        '以场上1只暗属卡灵为目标：本回合它不会成为卡牌效果的目标，其所在区域也不能被选为攻击目标。',
        'Target a dark Kaling: this turn it cannot be targeted by card effects and its cell cannot be attacked.',
      ),
      targets: [Targets.kaling({ attr: '暗' })],
      operations: [
        { do: 'status', on: 'firstTarget', status: 'untgt', until: 'turn' },
        { do: 'status', on: 'firstTarget', status: 'noatk', until: 'turn' },
      ],
    },
  ],
};
