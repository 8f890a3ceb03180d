import { stats } from '../../rules/05-terms.ts';
import { bilingual, type CardFile, Targets } from '../vocab.ts';

/** The card `lilia`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_LILIA: CardFile = {
  data: {
    id: 'lilia',
    zh: '红镰魔少女 莉莉娅',
    en: 'Lilia of the Red Scythe',
    type: 'kaling',
    attrs: ['暗'],
    lv: 3,
    series: '法灵',
    ap: 3,
    dp: 4,
    sp: 2,
  },
  effects: [
    {
      kind: 'act',
      name: bilingual('恶灵诅咒', 'Evil Spirit Curse'),
      limit: 'turn',
      cost: 1,
      text: bilingual(
        '回1，耗能1：以此卡[O1]内1只卡灵为目标，DP-2。',
        'Once per turn, 1 energy: target a Kaling in its [O1]; it gets DP −2.',
      ),
      targets: [Targets.kaling({ area: { ring: 1 } })],
      operations: [{ do: 'modify', on: 'firstTarget', stat: 'dp', amount: -2, until: 'perm' }],
    },
    {
      kind: 'quick',
      quickClass: 2,
      name: bilingual('血镰索魂', 'Blood Scythe Soul Reap'),
      text: bilingual(
        '场上卡灵因【恶灵诅咒】DP变为0时：清除那只卡灵。',
        "When [Evil Spirit Curse] brings a Kaling's DP to 0: clear that Kaling.",
      ),
      when: (ev, q) =>
        ev.type === 'dp-down' &&
        ev.card === 'lilia' &&
        q.state.objects[ev.object!]?.zone === 'field' &&
        stats(q.state, ev.object!).dp === 0,
      operations: [{ do: 'clear', on: 'eventCard' }],
    },
  ],
};
