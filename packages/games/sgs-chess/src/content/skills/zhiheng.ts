/** 〖制衡〗 (Balance of Power). */
import type { ObjId } from '@arbiter/kernel';
import { discardCards, draw } from '../../rules/0208-moving-cards.ts';
import { allCardsOf, cardOption, choose, hasSkill, pickedAll } from '../../rules/common.ts';
import { msg, type P } from '../../state.ts';
import { define } from '../schema.ts';

/** Discard any number of cards, draw as many. */
const balance: P = (ctx, f, input) => {
  const s = ctx.state;
  const r: number = f.d.role;
  if (f.step === 0) {
    const cards = allCardsOf(s, r);
    f.step = 1;
    choose(
      ctx,
      r,
      'cost',
      msg('sgs.zhiheng'),
      'SGS 2.1',
      cards.map((id) => cardOption(ctx, id)),
      1,
      cards.length,
    );
    return;
  }
  const ids = pickedAll<ObjId>(input);
  discardCards(ctx, ids, 'SGS 2.1', r);
  draw(ctx, r, ids.length, 'SGS 2.1');
  ctx.done();
};

export default define({
  id: 'zhiheng',
  sort: 'skill',
  name: { zh: '制衡', en: 'Balance of Power' },
  text: {
    zh: '出牌阶段限一次，你可弃置任意张牌，然后摸等量的牌。',
    en: 'Once per play phase you may discard any number of cards, then draw as many.',
  },
  skill: { kind: 'active' },
  actions: [
    {
      menu: 31,
      limited: true,
      available: (s, r) => hasSkill(s.g, r, 'zhiheng') && allCardsOf(s, r).length > 0,
      proc: 'balance',
    },
  ],
  procedures: { balance },
  messages: {
    'sgs.zhiheng': { zh: '〖制衡〗：选择弃置的牌', en: 'Balance of Power: choose the cards to discard' },
  },
});
