import { bilingual, type CardFile } from '../vocab.ts';
import { W } from './helpers.ts';

/** The card `mind-eye`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_MIND_EYE: CardFile = {
  data: {
    id: 'mind-eye',
    zh: '心灵之眼',
    en: "Mind's Eye",
    type: 'tactic',
    attrs: ['光'],
    lv: 3,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'quick',
      quickClass: 2,
      halfLp: true,
      text: bilingual(
        '可支付一半LP代替能量发动。对方发动卡牌效果时：那个效果无效，并破坏那张卡牌。',
        'May be paid with half your LP instead of energy. When the opponent activates a card effect: negate it and clear that card.',
      ),
      when: W.oppActivates,
      operations: [{ do: 'negate', destroy: true }],
    },
  ],
};
