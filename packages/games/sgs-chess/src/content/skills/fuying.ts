/** 〖伏膺〗 (Bide and Serve). */
import { eventAt } from '../../rules/0001-timings.ts';
import { type CardPick, pickCardOptions, resolvePick } from '../../rules/0204-effects.ts';
import type { DamageEvent } from '../../rules/0211-damage.ts';
import { alive, cardCount, choose, hasSkill, picked, roleName } from '../../rules/common.ts';
import { msg, type P, Z } from '../../state.ts';
import { only } from '../helpers.ts';
import { define } from '../schema.ts';

/** D11: take one card from the damage source. */
const take: P = (ctx, f, input) => {
  const g = ctx.g;
  const ev: DamageEvent = eventAt(ctx, f.d.at);
  if (f.step === 0) {
    f.step = 1;
    choose(
      ctx,
      f.d.role,
      'pick-card',
      msg('sgs.pick-card-of', { who: roleName(g, ev.source) }),
      'SGS 2.11-受到伤害后',
      pickCardOptions(ctx, ev.source, false),
    );
    return;
  }
  ctx.move(resolvePick(ctx.state, ev.source, picked<CardPick>(input)), Z.hand(f.d.role));
  if (ctx.logging)
    ctx.log('SGS 2.11-受到伤害后', 'sgs.take', { who: roleName(g, f.d.role), from: roleName(g, ev.source) });
  ctx.done();
};

export default define({
  id: 'fuying',
  sort: 'skill',
  name: { zh: '伏膺', en: 'Bide and Serve' },
  text: {
    zh: '你受到一次伤害后（每次伤害限一次），可获得伤害来源的一张牌。',
    en: 'After you take damage (once per damage event), you may take one card from the damage source.',
  },
  skill: { kind: 'trigger', designed: true },
  triggers: [
    {
      // SGS 2.11-受到伤害后, once per damage event (D11)
      at: '2.11-受到伤害后',
      optional: true,
      who: (s, ev: DamageEvent) =>
        only(
          hasSkill(s.g, ev.target, 'fuying') &&
            ev.source >= 0 &&
            ev.source !== ev.target &&
            alive(s.g, ev.source) &&
            cardCount(s, ev.source) > 0,
          ev.target,
        ),
      proc: 'take',
    },
  ],
  procedures: { take },
});
