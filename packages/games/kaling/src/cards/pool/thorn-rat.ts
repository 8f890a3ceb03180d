import { toDiscard } from '../../rules/05-terms.ts';
import { bilingual, type CardFile } from '../vocab.ts';
import { move, opp, W } from './helpers.ts';

/** The card `thorn-rat`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_THORN_RAT: CardFile = {
  data: {
    id: 'thorn-rat',
    zh: '棘刺毒鼠',
    en: 'Thorn Rat',
    type: 'kaling',
    attrs: ['暗', '木'],
    lv: 2,
    series: '兽灵',
    ap: 3,
    dp: 3,
    sp: 1,
  },
  effects: [
    move('针刺鞭挞', 'Thorn Lash'),
    {
      kind: 'quick',
      quickClass: 2,
      zone: 'grave',
      name: bilingual('毒气袋', 'Poison Sac'),
      text: bilingual(
        '此卡被卡牌效果从场上破坏时：随机舍弃对方1张手牌。',
        "When a card effect clears it from the field: discard a random card from the opponent's hand.",
      ),
      when: W.selfCleared('effect'),
      operations: [
        {
          do: 'code',
          run: (ctx, L) => {
            const hand = ctx.zone(`p${opp(L)}:hand`).objects;
            if (hand.length) toDiscard(ctx, hand[ctx.random(hand.length)], 'hand');
          },
        },
      ],
    },
  ],
};
