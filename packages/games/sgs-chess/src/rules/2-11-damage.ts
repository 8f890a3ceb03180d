/**
 * SGS 2.11 伤害事件 (five elements: channel, nature, source, victim, amount), 2.12 失去体力事件,
 * 2.13 扣减体力事件, 2.14 回复体力事件.
 */
import { alive, type C, m, type P, pt, roleName } from '../core.ts';
import { runTiming } from '../timing.ts';

export interface DamageEv {
  /** source role, -1 without source */
  src: number;
  to: number;
  n: number;
  /** 属性 */
  nat: 'normal' | 'fire' | 'thunder';
  /** 渠道: the card kind or 'skill' */
  chan: string;
  /** cards that caused it (processing-area ids) */
  cards: number[];
  prevented: boolean;
}

/** SGS 2.11: d = {ev}. */
const damage: P = (ctx, f) => {
  const g = ctx.g;
  const ev: DamageEv = g.evs[f.d.ev];
  for (;;) {
    switch (f.step) {
      case 0:
        pt(ctx, '2.11-伤害结算开始前');
        // SGS 2.11-伤害结算开始前: nothing acts
        // SGS 2.11-造成伤害时❶: 〖裸衣〗's delayed effect (〖威严〗 has no known text: D11)
        if (runTiming(ctx, f, '2.11-造成伤害时❶', f.d.ev, 1)) return;
        continue;
      case 1:
        // SGS 2.11-造成伤害时❷: 〖寒冰箭〗, 〖麒麟弓〗
        if (runTiming(ctx, f, '2.11-造成伤害时❷', f.d.ev, 2)) return;
        continue;
      case 2:
        if (ev.prevented) {
          f.step = 9;
          continue;
        }
        // SGS 2.11-受到伤害时❶: 〖树林①〗
        if (runTiming(ctx, f, '2.11-受到伤害时❶', f.d.ev, 3)) return;
        continue;
      case 3:
        pt(ctx, '2.11-受到伤害时❷');
        // SGS 2.11-受到伤害时❷: nothing acts. Then the source has dealt and the victim has taken it.
        if (ctx.logging)
          ctx.log('SGS 2.11', 'sgs.damage', {
            src: ev.src >= 0 ? roleName(g, ev.src) : m('sgs.nobody'),
            to: roleName(g, ev.to),
            n: ev.n,
            nat: m(`nat.${ev.nat}`),
          });
        f.step = 4;
        ctx.call('sgs.reduce', { r: ev.to, n: ev.n, killer: ev.src });
        return;
      case 4:
        pt(ctx, '2.11-造成伤害后');
        // SGS 2.11-造成伤害后: nothing acts
        // SGS 2.11-受到伤害后: 〖奸雄〗, 〖伏膺〗 (once per event), 〖刚烈〗, 〖遗计〗 (once per point)
        if (runTiming(ctx, f, '2.11-受到伤害后', f.d.ev, 9)) return;
        continue;
      case 9:
        pt(ctx, '2.11-伤害结算结束后');
        // SGS 2.11-伤害结算结束后: nothing acts
        delete g.evs[f.d.ev];
        ctx.done();
        return;
    }
  }
};

/** SGS 2.12 失去体力事件: d = {r, n}. */
const loseHp: P = (ctx, f) => {
  if (f.step === 0) {
    pt(ctx, '2.12-失去体力结算开始前');
    // SGS 2.12-失去体力结算开始前: nothing acts
    if (ctx.logging) ctx.log('SGS 2.12', 'sgs.lose-hp', { who: roleName(ctx.g, f.d.r), n: f.d.n });
    f.step = 1;
    ctx.call('sgs.reduce', { r: f.d.r, n: f.d.n, killer: -1 });
    return;
  }
  pt(ctx, '2.12-失去体力后');
  pt(ctx, '2.12-失去体力结算结束后');
  // SGS 2.12-失去体力后, SGS 2.12-失去体力结算结束后: nothing acts
  ctx.done();
};

/** SGS 2.13 扣减体力事件: d = {r, n, killer}. */
const reduce: P = (ctx, f) => {
  const g = ctx.g;
  if (f.step === 0) {
    pt(ctx, '2.13-扣减体力前');
    pt(ctx, '2.13-扣减体力时');
    // SGS 2.13-扣减体力前, SGS 2.13-扣减体力时: nothing acts
    const role = g.roles[f.d.r];
    // The piece shows at most its exposed 勾玉, but the deficit is kept so that a 【桃】 on a role
    // taken below 0 can leave it still dying, as the SGS 2.15 example requires (D14).
    role.hp -= f.d.n;
    if (ctx.logging) ctx.log('SGS 2.13', 'sgs.hp', { who: roleName(g, f.d.r), hp: role.hp, max: role.max });
    pt(ctx, '2.13-扣减体力后');
    // SGS 2.13-扣减体力后: nothing acts; at 0 HP (or below) the role is dying (SGS 2.15)
    if (role.hp <= 0 && alive(g, f.d.r)) {
      f.step = 1;
      ctx.call('sgs.dying', { a: f.d.r, killer: f.d.killer, asked: [], lead: -1, r: -1 });
      return;
    }
  }
  pt(ctx, '2.13-扣减体力结算结束后');
  // SGS 2.13-扣减体力结算结束后: nothing acts
  ctx.done();
};

/** SGS 2.14 回复体力事件: d = {r, n, rule}. */
const recover: P = (ctx, f) => {
  const g = ctx.g;
  const role = g.roles[f.d.r];
  pt(ctx, '2.14-回复体力前');
  // SGS 2.14-回复体力前: nothing acts
  const x = Math.min(role.max - role.hp, f.d.n);
  if (x > 0 && alive(g, f.d.r)) {
    role.hp += x;
    if (ctx.logging) ctx.log('SGS 2.14', 'sgs.recover', { who: roleName(g, f.d.r), n: x, hp: role.hp });
  }
  pt(ctx, '2.14-回复体力后');
  pt(ctx, '2.14-回复体力结算结束后');
  // SGS 2.14-回复体力后, SGS 2.14-回复体力结算结束后: nothing acts
  ctx.done();
};

export function recoverNow(ctx: C, r: number, n: number): void {
  ctx.call('sgs.recover', { r, n });
}

export const damageProcs: Record<string, P> = {
  'sgs.damage': damage,
  'sgs.lose-hp': loseHp,
  'sgs.reduce': reduce,
  'sgs.recover': recover,
};
