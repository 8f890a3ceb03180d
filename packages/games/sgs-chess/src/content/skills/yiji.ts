/** 〖遗计〗 (Bequeathed Strategy). */

import { topOfDeck } from '../../rules/0208-moving-cards.ts';
import type { DamageEvent } from '../../rules/0211-damage.ts';
import { choose, hasSkill, livingAll, picked, roleName, roleOptions } from '../../rules/common.ts';
import { msg, type P, seatOf, Z } from '../../state.ts';
import { only } from '../helpers.ts';
import { define } from '../schema.ts';

/** Look at the top two cards and hand each to any role. */
const give: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const r: number = f.d.role;
  const look = Z.look(seatOf(g, r));
  if (f.step === 0) {
    for (let i = 0; i < 2; i++) {
      const top = topOfDeck(ctx);
      if (top === undefined) break;
      ctx.move(top, look);
    }
    f.step = 1;
  } else {
    const t = picked<number>(input);
    ctx.move(s.zones[look].objects[0], Z.hand(t));
    if (ctx.logging) ctx.log('SGS 2.11-受到伤害后', 'sgs.give', { who: roleName(g, r), to: roleName(g, t) });
  }
  const next = s.zones[look].objects[0];
  if (next === undefined) {
    ctx.done();
    return;
  }
  choose(
    ctx,
    r,
    'give',
    msg('sgs.give-to', { c: ctx.ref(next) }),
    'SGS 2.11-受到伤害后',
    roleOptions(g, livingAll(g)),
  );
};

export default define({
  id: 'yiji',
  sort: 'skill',
  name: { zh: '遗计', en: 'Bequeathed Strategy' },
  text: {
    zh: '你每受到1点伤害后，可观看牌堆顶的两张牌并将之分别交给任意角色。',
    en: 'After you take each 1 point of damage, you may look at the top two cards of the deck and hand each to any role.',
  },
  skill: { kind: 'trigger' },
  triggers: [
    {
      // SGS 2.11-受到伤害后, once per point of damage (SGS 2.11 注意)
      at: '2.11-受到伤害后',
      optional: true,
      who: (s, ev: DamageEvent) => only(hasSkill(s.g, ev.target, 'yiji'), ev.target),
      times: (_s, ev: DamageEvent) => ev.amount,
      proc: 'give',
    },
  ],
  procedures: { give },
});
