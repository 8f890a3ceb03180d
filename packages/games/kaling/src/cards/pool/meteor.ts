import { type Eff, tx } from '../vocab.ts';

/** The card `meteor` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_METEOR: Eff[] = [
  {
    kind: 'act',
    xEnergy: 3,
    text: tx(
      '支付至多3点能量：对方受到支付点数的LP伤害。',
      'Pay up to 3 energy: the opponent loses that much LP.',
    ),
    ops: [{ do: 'lp', who: 'opp', n: 'x', lose: true }],
  },
];
