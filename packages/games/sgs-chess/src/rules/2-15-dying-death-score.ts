/**
 * SGS 2.15 濒死事件, 2.16 死亡事件, 2.17 获得分数事件.
 */

import {
  alive,
  allCardsOf,
  ask,
  campOf,
  cardOpt,
  def,
  discardCards,
  dist,
  draw,
  first,
  handOf,
  hasSkill,
  m,
  type P,
  pt,
  ROLES,
  roleName,
  seatsOfCamp,
  Z,
} from '../core.ts';
import { isRed } from '../data/cards.ts';
import { GENERALS } from '../data/generals.ts';

/** Roles that may respond to A's dying: living, within distance 4 of A (SGS 2.15 广敬按). */
function responders(ctx: any, a: number): number[] {
  const g = ctx.g;
  const out: number[] = [];
  for (let r = 0; r < ROLES; r++) if (alive(g, r) && (r === a || dist(ctx.state, r, a) <= 4)) out.push(r);
  return out;
}

/**
 * SGS 2.15: d = {a, killer, asked, lead, r}. 进入濒死状态时 / 进入濒死状态后 (nothing acts), then
 * repeated 处于濒死状态时 windows: the current-turn role names responders one at a time among roles
 * within distance 4; a responder may use 【桃】 (method ②). If A is still at 0 after a 【桃】, a new
 * window begins with that responder, followed by those not yet asked. Nobody left: A dies.
 */
const dying: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const a: number = f.d.a;
  for (;;) {
    switch (f.step) {
      case 0:
        if (ctx.logging) ctx.log('SGS 2.15-进入濒死状态时', 'sgs.dying', { who: roleName(g, a) });
        pt(ctx, '2.15-进入濒死状态后');
        // SGS 2.15-进入濒死状态后: nothing acts
        f.step = 1;
        continue;
      case 1: {
        // SGS 2.15-处于濒死状态时: who responds next
        pt(ctx, '2.15-处于濒死状态时');
        if (g.roles[a].hp > 0) {
          f.step = 9;
          continue;
        }
        if (f.d.lead >= 0 && alive(g, f.d.lead)) {
          f.d.r = f.d.lead;
          f.d.lead = -1;
          f.step = 3;
          continue;
        }
        const left = responders(ctx, a).filter((r) => !f.d.asked.includes(r));
        if (left.length === 0) {
          f.step = 5;
          continue;
        }
        if (left.length === 1) {
          f.d.r = left[0];
          f.step = 3;
          continue;
        }
        // the current-turn role names the next responder (SGS 2.15 广敬按)
        const chooser = g.cur >= 0 ? g.cur : a;
        f.step = 2;
        ask(
          ctx,
          chooser,
          'dying-order',
          m('sgs.dying-next', { who: roleName(g, a) }),
          'SGS 2.15-处于濒死状态时',
          left.map((r) => ({ id: `r${r}`, label: roleName(g, r) })),
        );
        return;
      }
      case 2:
        f.d.r = Number(first(input).slice(1));
        f.step = 3;
        continue;
      case 3: {
        const r: number = f.d.r;
        if (!f.d.asked.includes(r)) f.d.asked.push(r);
        const peaches = handOf(s, r).filter((id) => def(s, id).kind === 'tao');
        // 〖急救〗 (SGS 2.2-需要使用此牌时❷): outside 华佗's turn, a red card as 【桃】
        if (hasSkill(g, r, 'jijiu') && g.cur !== r)
          for (const id of allCardsOf(s, r))
            if (def(s, id).kind !== 'tao' && isRed(def(s, id).suit)) peaches.push(id);
        if (!alive(g, r)) {
          f.step = 1;
          continue;
        }
        // a named responder is always asked, even without a 【桃】, so asking reveals nothing (D16)
        f.step = 4;
        ask(ctx, r, 'dying-peach', m('sgs.save', { who: roleName(g, a) }), 'SGS 2.15-处于濒死状态时', [
          ...peaches.map((id) => cardOpt(ctx, id, 'h')),
          { id: 'pass', label: m('sgs.no-response') },
        ]);
        return;
      }
      case 4: {
        const ans = first(input);
        if (ans === 'pass') {
          f.step = 1;
          continue;
        }
        // 【桃】 method ②: used on the dying role within distance 4
        const pid = ctx.move(Number(ans.slice(1)), Z.proc).id;
        if (ctx.logging)
          ctx.log('SGS 2.15-处于濒死状态时', 'sgs.peach', {
            who: roleName(g, f.d.r),
            to: roleName(g, a),
            c: ctx.ref(pid),
          });
        f.d.pid = pid;
        f.d.lead = f.d.r;
        f.step = 6;
        ctx.call('sgs.recover', { r: a, n: 1 });
        return;
      }
      case 6:
        if (s.objects[f.d.pid]) ctx.move(f.d.pid, Z.discard);
        f.step = 1;
        continue;
      case 5:
        f.step = 9;
        ctx.call('sgs.death', { r: a, killer: f.d.killer });
        return;
      case 9:
        pt(ctx, '2.15-濒死结算结束后');
        // SGS 2.15-濒死结算结束后: nothing acts
        ctx.done();
        return;
    }
  }
};

/**
 * SGS 2.16: d = {r, killer}. 死亡时 (nothing acts); the role's cards are discarded, its flag drops
 * on its square, the killer (if not itself) draws two, the other camp scores 3 (+1 with 〖恶来〗).
 */
const death: P = (ctx, f) => {
  const g = ctx.g;
  const s = ctx.state;
  const r: number = f.d.r;
  const role = g.roles[r];
  if (f.step === 0) {
    if (ctx.logging) ctx.log('SGS 2.16-死亡时', 'sgs.death', { who: roleName(g, r) });
    role.dead = true;
    if (g.cur === r) g.t.died = true;
    const cards = [
      ...s.zones[Z.hand(r)].objects,
      ...s.zones[Z.weapon(r)].objects,
      ...s.zones[Z.armor(r)].objects,
      ...s.zones[Z.horse(r)].objects,
      ...s.zones[Z.delay(r)].objects,
    ];
    discardCards(ctx, cards, 'SGS 2.16', r);
    // the flag drops on the piece's square
    for (const fl of g.flags) {
      if (fl.holder === r) {
        fl.holder = -1;
        fl.cell = role.cell;
        if (ctx.logging) ctx.log('SGS 2.16', 'sgs.flag-drop', { who: roleName(g, r) });
      }
    }
    const k: number = f.d.killer;
    if (k >= 0 && k !== r && alive(g, k)) draw(ctx, k, 2, 'SGS 2.16');
    let pts = 3;
    // 〖恶来〗: even if 典韦 is dead, and only against the other camp
    if (k >= 0 && campOf(k) !== campOf(r) && GENERALS[g.roles[k].gen]?.skills.includes('elai')) {
      pts += 1;
      if (ctx.logging) ctx.log('SGS 2.16', 'sgs.elai', { who: roleName(g, k) });
    }
    f.step = 1;
    ctx.call('sgs.score', { camp: 1 - campOf(r), n: pts, rule: 'SGS 2.16' });
    return;
  }
  pt(ctx, '2.16-死亡后');
  // SGS 2.16-死亡后: nothing acts; the role takes no further part until it returns
  ctx.done();
};

/** SGS 2.17: d = {camp, n, rule}. 获得分数前, the points, 获得分数后 (≥ 10 ends the game). */
const score: P = (ctx, f) => {
  const g = ctx.g;
  pt(ctx, '2.17-获得分数前');
  // SGS 2.17-获得分数前: nothing acts
  g.score[f.d.camp] += f.d.n;
  if (ctx.logging)
    ctx.log(f.d.rule, 'sgs.score', { camp: m(`camp.${f.d.camp}`), n: f.d.n, total: g.score[f.d.camp] });
  // SGS 2.17-获得分数后: 10 or more ends the game; every role of the camp wins, alive or not
  // (SGS 1.1: a camp whose score reaches 10 wins, all its roles whether alive or not)
  pt(ctx, '2.17-获得分数后');
  if (g.score[f.d.camp] >= 10) {
    ctx.end({
      winners: seatsOfCamp(g, f.d.camp),
      draw: false,
      rule: 'SGS 2.17',
      reason: m('sgs.win', { camp: m(`camp.${f.d.camp}`), n: g.score[f.d.camp] }),
    });
    return;
  }
  pt(ctx, '2.17-获得分数结算结束后');
  // SGS 2.17-获得分数结算结束后: nothing acts
  ctx.done();
};

export const dyingProcs: Record<string, P> = { 'sgs.dying': dying, 'sgs.death': death, 'sgs.score': score };
