import { stats } from '../../rules/05-terms.ts';
import { bilingual, type CardFile, Targets } from '../vocab.ts';
import { moveBy } from './helpers.ts';

/** The card `lightning-flash`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_LIGHTNING_FLASH: CardFile = {
  data: {
    id: 'lightning-flash',
    zh: '电光石火',
    en: 'Lightning Flash',
    type: 'tactic',
    attrs: ['电'],
    lv: 2,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'quick',
      quickClass: 3,
      text: bilingual(
        '以你场上1只卡灵为目标：它立即进行1次移动。',
        'Target one of your Kaling: it makes a move at once.',
      ),
      targets: [Targets.kaling({ side: 'me', filter: (q, id) => stats(q.state, id).sp > 0 })],
      operations: [{ do: 'code', run: (ctx, L) => moveBy(ctx, L, -1, false) }],
    },
  ],
};
