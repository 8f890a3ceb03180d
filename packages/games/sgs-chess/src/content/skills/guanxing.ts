/** 〖观星〗 (Stargazing). */
import type { ObjId } from '@arbiter/kernel';
import { topOfDeck } from '../../rules/0208-moving-cards.ts';
import { cardOption, choose, hasSkill, livingAll, pickedAll } from '../../rules/common.ts';
import { msg, type P, seatOf, Z } from '../../state.ts';
import { current, only } from '../helpers.ts';
import { define } from '../schema.ts';

/** Look at the top X, put any on the bottom, order the rest on top. */
const look: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const r: number = f.d.role;
  const zone = Z.look(seatOf(g, r));
  switch (f.step) {
    case 0: {
      const x = Math.min(5, livingAll(g).length);
      for (let i = 0; i < x; i++) {
        const top = topOfDeck(ctx);
        if (top === undefined) break;
        ctx.move(top, zone);
      }
      const ids = s.zones[zone].objects;
      f.step = 1;
      choose(
        ctx,
        r,
        'guanxing-bottom',
        msg('sgs.guanxing-bottom'),
        'SGS 1-准备阶段',
        ids.map((id) => cardOption(ctx, id)),
        0,
        ids.length,
      );
      return;
    }
    case 1: {
      for (const id of pickedAll<ObjId>(input)) ctx.move(id, Z.deck, { position: 'bottom' });
      const ids = s.zones[zone].objects;
      if (ids.length <= 1) {
        for (const id of [...ids]) ctx.move(id, Z.deck);
        ctx.done();
        return;
      }
      f.step = 2;
      ctx.choose({
        player: seatOf(g, r),
        kind: 'guanxing-top',
        prompt: msg('sgs.guanxing-top'),
        rule: 'SGS 1-准备阶段',
        domain: { type: 'order', items: ids.map((id) => cardOption(ctx, id)) },
      });
      return;
    }
    case 2: {
      // first in the answer = top of the deck
      const order = pickedAll<ObjId>(input);
      for (let i = order.length - 1; i >= 0; i--) ctx.move(order[i], Z.deck);
      ctx.done();
    }
  }
};

export default define({
  id: 'guanxing',
  sort: 'skill',
  name: { zh: '观星', en: 'Stargazing' },
  text: {
    zh: '准备阶段，你可观看牌堆顶的X张牌（X为存活角色数且至多为5），将其中任意张置于牌堆底，其余以任意顺序置于牌堆顶。',
    en: 'In your preparation phase you may look at the top X cards (X = living roles, at most 5), put any of them on the bottom and the rest back on top in any order.',
  },
  skill: { kind: 'trigger' },
  triggers: [
    {
      // SGS 1-准备阶段
      at: '1-准备阶段',
      optional: true,
      who: (s) => only(hasSkill(s.g, current(s), 'guanxing'), current(s)),
      proc: 'look',
    },
  ],
  procedures: { look },
  messages: {
    'sgs.guanxing-bottom': { zh: '选择置于牌堆底的牌', en: 'Choose the cards to put on the bottom' },
    'sgs.guanxing-top': {
      zh: '排列置于牌堆顶的牌（第一张在最上）',
      en: 'Order the cards for the top (first = top)',
    },
  },
});
