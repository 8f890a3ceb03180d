/** 驿站 (post station). */
import { topOfDeck } from '../../rules/0208-moving-cards.ts';
import { choose, livingAll, picked, roleName, roleOptions, terrainAt } from '../../rules/common.ts';
import { msg, type P, seatOf, Z } from '../../state.ts';
import { current, only } from '../helpers.ts';
import { define } from '../schema.ts';

/** Look at the top card of the deck and hand it to a role. */
const give: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const r: number = f.d.role;
  const look = Z.look(seatOf(g, r));
  if (f.step === 0) {
    const top = topOfDeck(ctx);
    if (top === undefined) {
      ctx.done();
      return;
    }
    const id = ctx.move(top, look).id;
    f.step = 1;
    choose(
      ctx,
      r,
      'give',
      msg('sgs.give-to', { c: ctx.ref(id) }),
      'SGS 1-结束阶段',
      roleOptions(g, livingAll(g)),
    );
    return;
  }
  const t = picked<number>(input);
  ctx.move(s.zones[look].objects[0], Z.hand(t));
  if (ctx.logging) ctx.log('SGS 1-结束阶段', 'sgs.give', { who: roleName(g, r), to: roleName(g, t) });
  ctx.done();
};

export default define({
  id: 'post',
  sort: 'terrain',
  name: { zh: '驿站', en: 'post station' },
  text: {
    zh: '驿站：结束阶段，站在其上的角色可观看牌堆顶的一张牌并交给一名角色。',
    en: 'Post station: in its end phase a role on it may look at the top card of the deck and hand it to a role.',
  },
  triggers: [
    {
      // SGS 1-结束阶段
      at: '1-结束阶段',
      optional: true,
      who: (s) => only(terrainAt(s.g, current(s)) === 'post', current(s)),
      proc: 'give',
    },
  ],
  procedures: { give },
});
