import { type Eff, tx } from '../vocab.ts';
import { W } from './helpers.ts';

/** The card `mind-eye` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_MIND_EYE: Eff[] = [
  {
    kind: 'quick',
    cls: 2,
    halfLp: true,
    text: tx(
      '可支付一半LP代替能量发动。对方发动卡牌效果时：那个效果无效，并破坏那张卡牌。',
      'May be paid with half your LP instead of energy. When the opponent activates a card effect: negate it and clear that card.',
    ),
    when: W.oppActivates,
    ops: [{ do: 'negate', destroy: true }],
  },
];
