/** 【寒冰箭】 (Frost Arrow). */
import type { Option } from '@arbiter/kernel';
import { eventAt } from '../../../rules/0001-timings.ts';
import { type CardPick, pickCardOptions, resolvePick } from '../../../rules/0204-effects.ts';
import { discardCards } from '../../../rules/0208-moving-cards.ts';
import type { DamageEvent } from '../../../rules/0211-damage.ts';
import { cardCount, choose, hasWeapon, picked, roleName } from '../../../rules/common.ts';
import { msg, type P } from '../../../state.ts';
import { isKill, only } from '../../helpers.ts';
import { define } from '../../schema.ts';

/** D19: prevent the damage and discard up to two of the target's cards instead. */
const prevent: P = (ctx, f, input) => {
  const g = ctx.g;
  const ev: DamageEvent = eventAt(ctx, f.d.at);
  if (f.step === 0) {
    ev.prevented = true;
    if (ctx.logging) ctx.log('SGS 2.11-造成伤害时❷', 'sgs.prevented', { who: roleName(g, ev.target) });
    f.d.discarded = 0;
    f.step = 1;
  }
  if (f.step === 2) {
    const pick = picked<CardPick | null>(input);
    if (pick === null) {
      ctx.done();
      return;
    }
    discardCards(ctx, [resolvePick(ctx.state, ev.target, pick)], 'SGS 2.11-造成伤害时❷', ev.target);
    f.d.discarded++;
  }
  const opts: Option[] = pickCardOptions(ctx, ev.target, false);
  if (f.d.discarded >= 2 || opts.length === 0) {
    ctx.done();
    return;
  }
  if (f.d.discarded > 0) opts.push({ id: 'stop', label: msg('sgs.stop'), value: null });
  f.step = 2;
  choose(
    ctx,
    f.d.role,
    'pick-card',
    msg('sgs.pick-card-of', { who: roleName(g, ev.target) }),
    'SGS 2.11-造成伤害时❷',
    opts,
  );
};

export default define({
  id: 'hanbing',
  sort: 'card',
  name: { zh: '寒冰箭', en: 'Frost Arrow' },
  text: {
    zh: '武器（攻击范围2）。你的【杀】造成伤害时，你可防止此伤害，改为弃置目标的至多两张牌。',
    en: 'Weapon (range 2). When your Kill would deal damage, you may prevent it and discard up to two of the target’s cards instead.',
  },
  card: {
    type: 'equip',
    cardName: 'hanbing',
    slot: 'weapon',
    range: 2,
    methods: ['self'],
    effect: [],
    maxCopies: 2,
    prints: 'S2',
  },

  triggers: [
    {
      // SGS 2.11-造成伤害时❷
      at: '2.11-造成伤害时❷',
      optional: true,
      who: (s, ev: DamageEvent) =>
        only(
          ev.source >= 0 &&
            isKill(ev.channel) &&
            hasWeapon(s, ev.source, 'hanbing') &&
            cardCount(s, ev.target) > 0,
          ev.source,
        ),
      proc: 'prevent',
    },
  ],
  procedures: { prevent },
  messages: { 'sgs.prevented': { zh: '对{who}的伤害被防止', en: 'The damage to {who} is prevented' } },
});
