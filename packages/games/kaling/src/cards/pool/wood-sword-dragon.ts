import { type Eff, tx } from '../vocab.ts';

/** The card `wood-sword-dragon` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_WOOD_SWORD_DRAGON: Eff[] = [
  {
    kind: 'act',
    name: tx('死亡滚轮', 'Death Roller'),
    text: tx(
      '将场上的此卡送去弃区：它原先所在纵列上的卡牌全部回归。',
      'Send this card from the field to the discard pile: every card in the column it was in returns to hand.',
    ),
    sac: { self: true },
    ops: [{ do: 'bounce', on: 'col' }],
  },
  {
    kind: 'static',
    name: tx('剑背叶', 'Blade-back Leaves'),
    text: tx(
      '位于此卡[↑]的卡灵不能以此卡所在区域为攻击目标。',
      'The Kaling at its [↑] cannot attack its cell.',
    ),
  },
];
