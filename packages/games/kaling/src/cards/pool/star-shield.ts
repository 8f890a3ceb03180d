import { CARDS } from '../data.ts';
import { bilingual, type CardFile } from '../vocab.ts';
import { deckHas, handHas, W } from './helpers.ts';

/** The card `star-shield`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_STAR_SHIELD: CardFile = {
  data: {
    id: 'star-shield',
    zh: '星光盾',
    en: 'Starlight Shield',
    type: 'tactic',
    attrs: ['光'],
    lv: 1,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'quick',
      quickClass: 2,
      text: bilingual(
        '对方卡灵宣言攻击时：从手牌或卡组将1张光属卡牌送去弃区，那次攻击无效。',
        'When an opposing Kaling declares an attack: send a light card from your hand or deck to the discard pile; that attack is negated.',
      ),
      when: W.oppAttacks,
      can: (q) =>
        deckHas(q, (c) => CARDS[c].attrs.includes('光')) || handHas(q, (c) => CARDS[c].attrs.includes('光')),
      operations: [
        { do: 'search', from: ['hand', 'deck'], to: 'discard', attr: '光' },
        {
          do: 'code',
          run: (ctx, L) => {
            if (L.costValue !== undefined && ctx.g.attack) {
              ctx.g.attack.negated = true;
              if (ctx.logging) ctx.log('KALING 4.2-2', 'kl.attack-negated');
            }
          },
        },
      ],
    },
  ],
};
