/**
 * SGS 2.11 伤害事件 (five elements: channel, nature, source, target, amount), 2.12 失去体力事件,
 * 2.13 扣减体力事件, 2.14 回复体力事件.
 */
import type { ObjId } from '@arbiter/kernel';
import { msg, type P } from '../state.ts';
import { eventAt, timing } from './0001-timings.ts';
import type { UseEvent } from './0204-use.ts';
import { alive, roleName, trace } from './common.ts';

export interface DamageEvent {
  type: 'damage';
  /** Source role, -1 without a source. */
  source: number;
  target: number;
  amount: number;
  /** 属性 */
  nature: 'normal' | 'fire' | 'thunder';
  /** 渠道: the card kind that caused it, or 'skill'. */
  channel: string;
  /** The cards that caused it (processing-area ids). */
  cards: ObjId[];
  prevented: boolean;
}

export function damageEvent(
  source: number,
  target: number,
  amount: number,
  use: UseEvent | null,
): DamageEvent {
  return {
    type: 'damage',
    source,
    target,
    amount,
    nature: use ? use.nature : 'normal',
    channel: use ? use.kind : 'skill',
    cards: use ? [...use.cards] : [],
    prevented: false,
  };
}

/** SGS 2.11: d = { at }. */
const damage: P = (ctx, f) => {
  const g = ctx.g;
  const at: number = f.d.at;
  const ev: DamageEvent = eventAt(ctx, at);
  for (;;) {
    switch (f.step) {
      case 0:
        // SGS 2.11-伤害结算开始前: nothing acts. SGS 2.11-造成伤害时❶ (〖威严〗 has no known text: D11)
        trace(ctx, '2.11-伤害结算开始前');
        if (timing(ctx, f, '2.11-造成伤害时❶', at, 1)) return;
        continue;
      case 1:
        if (timing(ctx, f, '2.11-造成伤害时❷', at, 2)) return;
        continue;
      case 2:
        if (ev.prevented) {
          f.step = 9;
          continue;
        }
        if (timing(ctx, f, '2.11-受到伤害时❶', at, 3)) return;
        continue;
      case 3:
        // SGS 2.11-受到伤害时❷: nothing acts. Then the source has dealt it and the target taken it.
        trace(ctx, '2.11-受到伤害时❷');
        if (ctx.logging)
          ctx.log('SGS 2.11', 'sgs.damage', {
            src: ev.source >= 0 ? roleName(g, ev.source) : msg('sgs.nobody'),
            to: roleName(g, ev.target),
            n: ev.amount,
            nat: msg(`nat.${ev.nature}`),
          });
        f.step = 4;
        ctx.event({ type: 'reduce-hp', role: ev.target, amount: ev.amount, killer: ev.source });
        return;
      case 4:
        // SGS 2.11-造成伤害后: nothing acts. SGS 2.11-受到伤害后
        trace(ctx, '2.11-造成伤害后');
        if (timing(ctx, f, '2.11-受到伤害后', at, 9)) return;
        continue;
      case 9:
        // SGS 2.11-伤害结算结束后: nothing acts
        trace(ctx, '2.11-伤害结算结束后');
        ctx.done();
        return;
    }
  }
};

/** SGS 2.12 失去体力事件: d = { at }; the event { role, amount }. */
const loseHp: P = (ctx, f) => {
  const ev = eventAt(ctx, f.d.at) as { role: number; amount: number };
  if (f.step === 0) {
    // SGS 2.12-失去体力结算开始前: nothing acts
    trace(ctx, '2.12-失去体力结算开始前');
    if (ctx.logging) ctx.log('SGS 2.12', 'sgs.lose-hp', { who: roleName(ctx.g, ev.role), n: ev.amount });
    f.step = 1;
    ctx.event({ type: 'reduce-hp', role: ev.role, amount: ev.amount, killer: -1 });
    return;
  }
  // SGS 2.12-失去体力后, SGS 2.12-失去体力结算结束后: nothing acts
  trace(ctx, '2.12-失去体力后');
  trace(ctx, '2.12-失去体力结算结束后');
  ctx.done();
};

/** SGS 2.13 扣减体力事件: d = { at }; the event { role, amount, killer }. */
const reduceHp: P = (ctx, f) => {
  const g = ctx.g;
  const ev = eventAt(ctx, f.d.at) as { role: number; amount: number; killer: number };
  if (f.step === 0) {
    // SGS 2.13-扣减体力前, SGS 2.13-扣减体力时: nothing acts
    trace(ctx, '2.13-扣减体力前');
    trace(ctx, '2.13-扣减体力时');
    const role = g.roles[ev.role];
    // The piece shows at most its exposed 勾玉, but the deficit is kept so that a 【桃】 on a role
    // taken below 0 can leave it still dying, as the SGS 2.15 example requires (D14).
    role.hp -= ev.amount;
    if (ctx.logging)
      ctx.log('SGS 2.13', 'sgs.hp', { who: roleName(g, ev.role), hp: role.hp, max: role.maxHp });
    // SGS 2.13-扣减体力后: nothing acts; at 0 HP (or below) the role is dying (SGS 2.15)
    trace(ctx, '2.13-扣减体力后');
    if (role.hp <= 0 && alive(g, ev.role)) {
      f.step = 1;
      ctx.event({ type: 'dying', role: ev.role, killer: ev.killer });
      return;
    }
  }
  // SGS 2.13-扣减体力结算结束后: nothing acts
  trace(ctx, '2.13-扣减体力结算结束后');
  ctx.done();
};

/** SGS 2.14 回复体力事件: d = { at }; the event { role, amount }. */
const recover: P = (ctx, f) => {
  const g = ctx.g;
  const ev = eventAt(ctx, f.d.at) as { role: number; amount: number };
  const role = g.roles[ev.role];
  // SGS 2.14-回复体力前: nothing acts
  trace(ctx, '2.14-回复体力前');
  const x = Math.min(role.maxHp - role.hp, ev.amount);
  if (x > 0 && alive(g, ev.role)) {
    role.hp += x;
    if (ctx.logging) ctx.log('SGS 2.14', 'sgs.recover', { who: roleName(g, ev.role), n: x, hp: role.hp });
  }
  // SGS 2.14-回复体力后, SGS 2.14-回复体力结算结束后: nothing acts
  trace(ctx, '2.14-回复体力后');
  trace(ctx, '2.14-回复体力结算结束后');
  ctx.done();
};

export const damageProcs: Record<string, P> = {
  'sgs.damage': damage,
  'sgs.lose-hp': loseHp,
  'sgs.reduce-hp': reduceHp,
  'sgs.recover': recover,
};
