import { bilingual, type CardFile, Targets } from '../vocab.ts';

/** The card `warlord`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_WARLORD: CardFile = {
  data: {
    id: 'warlord',
    zh: '战争领主',
    en: 'Warlord',
    type: 'kaling',
    attrs: ['火', '暗'],
    lv: 5,
    series: '魔灵',
    ap: 8,
    dp: 4,
    sp: 1,
  },
  effects: [
    {
      kind: 'act',
      name: bilingual('牲祭毁灭', 'Sacrificial Ruin'),
      limit: 'turn',
      text: bilingual(
        '回1：以此卡[O1]内1只你的卡灵和场上1张卡牌为目标，将它们破坏。',
        'Once per turn: target one of your Kaling in its [O1] and one card on the field; clear both.',
      ),
      targets: [Targets.kaling({ side: 'me', area: { ring: 1 } }), Targets.card({ distinct: true })],
      operations: [
        { do: 'clear', on: 'firstTarget' },
        { do: 'clear', on: 'secondTarget' },
      ],
    },
    {
      kind: 'quick',
      quickClass: 2,
      name: bilingual('噬魂', 'Soul Eater'),
      text: bilingual(
        '场上有卡灵被卡牌效果破坏时：此卡AP+1。',
        'When a Kaling on the field is cleared by a card effect: this card gets AP +1.',
      ),
      when: (ev, q) =>
        ev.type === 'destroyed' && ev.by === 'effect' && ev.ap !== undefined && ev.object !== q.source.id,
      operations: [{ do: 'modify', on: 'self', stat: 'ap', amount: 1, until: 'perm' }],
    },
  ],
};
