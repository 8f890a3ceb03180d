import { bilingual, type CardFile } from '../vocab.ts';

/** The card `mantis-knight`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_MANTIS_KNIGHT: CardFile = {
  data: {
    id: 'mantis-knight',
    zh: '钢螂刃骑',
    en: 'Steel Mantis Knight',
    type: 'kaling',
    attrs: ['金'],
    lv: 4,
    series: '虫灵',
    ap: 4,
    dp: 4,
    sp: 2,
  },
  effects: [
    {
      kind: 'act',
      name: bilingual('聚能双刃冲', 'Charged Twin-blade Rush'),
      text: bilingual(
        '将此卡[↙][↓][↘]上1只你的卡灵送去弃区：本回合此卡AP+3。',
        'Send one of your Kaling at its [↙][↓][↘] to the discard pile: this turn it gets AP +3.',
      ),
      sacrifice: { area: { directions: ['↙', '↓', '↘'] } },
      operations: [{ do: 'modify', on: 'self', stat: 'ap', amount: 3, until: 'turn' }],
    },
    {
      kind: 'static',
      name: bilingual('锋利刃片', 'Keen Blades'),
      text: bilingual(
        '此卡攻击时的数值结算中，对方卡灵DP当作0。',
        "When it attacks, the defending Kaling's DP counts as 0.",
      ),
      battle: (_s, _me, _o, _a, meAttacks) => (meAttacks ? { otherDp0: true } : {}),
    },
  ],
};
