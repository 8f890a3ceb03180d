import { type Eff, tx } from '../vocab.ts';

/** The card `light-energy` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_LIGHT_ENERGY: Eff[] = [
  {
    kind: 'act',
    text: tx('你恢复2点能量。', 'You regain 2 energy.'),
    ops: [{ do: 'energy', who: 'me', n: 2 }],
  },
];
