import { CARDS } from '../data.ts';
import { bilingual, type CardFile } from '../vocab.ts';
import { deckHas } from './helpers.ts';

/** The card `star-wish`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_STAR_WISH: CardFile = {
  data: {
    id: 'star-wish',
    zh: '星之愿',
    en: 'Star Wish',
    type: 'tactic',
    attrs: ['光'],
    lv: 2,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'act',
      text: bilingual(
        '从卡组选1只卡灵送去弃区。',
        'Send a Kaling of your choice from your deck to the discard pile.',
      ),
      can: (q) => deckHas(q, (c) => CARDS[c].type === 'kaling'),
      operations: [{ do: 'search', from: ['deck'], to: 'discard', kaling: true }],
    },
    {
      kind: 'act',
      costChange: 2,
      text: bilingual(
        '【+2】从卡组选1只卡灵加入手牌。',
        '[+2] Add a Kaling of your choice from your deck to your hand.',
      ),
      can: (q) => deckHas(q, (c) => CARDS[c].type === 'kaling'),
      operations: [{ do: 'search', from: ['deck'], to: 'hand', kaling: true }],
    },
  ],
};
