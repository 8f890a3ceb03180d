/**
 * SGS 2.15 濒死事件, 2.16 死亡事件, 2.17 获得分数事件.
 */
import type { ObjId, Option, WindowPolicy } from '@arbiter/kernel';
import { registry } from '../content/registry.ts';
import { type C, campOf, type G, msg, type P, ROLES, seatOf, seatsOfCamp, Z } from '../state.ts';
import { eventAt } from './0001-timings.ts';
import { discardCards, draw } from './0208-moving-cards.ts';
import {
  alive,
  cardOption,
  choose,
  dist,
  handOf,
  kindOf,
  picked,
  roleName,
  roleNameOf,
  trace,
} from './common.ts';

/** Roles that may respond to A's dying: living, within distance 4 of A (SGS 2.15, D16). */
function responders(ctx: C, a: number): number[] {
  const g = ctx.g;
  const out: number[] = [];
  for (let r = 0; r < ROLES; r++) if (alive(g, r) && (r === a || dist(ctx.state, r, a) <= 4)) out.push(r);
  return out;
}

/**
 * SGS 2.15: d = { at, asked, lead, responder }; the event { role, killer }. 进入濒死状态时 /
 * 进入濒死状态后 (nothing acts), then repeated 处于濒死状态时 windows: the current-turn role names the
 * responders one at a time among roles within distance 4; a responder may use a card that saves the
 * dying (【桃】 method ②). If A is still dying after one, a new window begins with that responder,
 * followed by those not asked yet. Nobody left: A dies.
 */
const dying: P = (ctx, f, input) => {
  const g = ctx.g;
  const ev = eventAt(ctx, f.d.at) as { role: number; killer: number };
  const a = ev.role;
  if (!f.d.asked) {
    f.d.asked = [];
    f.d.lead = -1;
  }
  for (;;) {
    switch (f.step) {
      case 0:
        if (ctx.logging) ctx.log('SGS 2.15-进入濒死状态时', 'sgs.dying', { who: roleName(g, a) });
        // SGS 2.15-进入濒死状态后: nothing acts
        trace(ctx, '2.15-进入濒死状态后');
        f.step = 1;
        continue;
      case 1: {
        // SGS 2.15-处于濒死状态时: who responds next
        trace(ctx, '2.15-处于濒死状态时');
        if (g.roles[a].hp > 0) {
          f.step = 9;
          continue;
        }
        if (f.d.lead >= 0 && alive(g, f.d.lead)) {
          f.d.responder = f.d.lead;
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
          f.d.responder = left[0];
          f.step = 3;
          continue;
        }
        // the current-turn role names the next responder (SGS 2.15 广敬按, D16)
        const chooser = g.current >= 0 ? g.current : a;
        f.step = 2;
        choose(
          ctx,
          chooser,
          'dying-order',
          msg('sgs.dying-next', { who: roleName(g, a) }),
          'SGS 2.15-处于濒死状态时',
          left.map((r) => ({ id: `r${r}`, label: roleName(g, r), value: r })),
        );
        return;
      }
      case 2:
        f.d.responder = picked<number>(input);
        f.step = 3;
        continue;
      case 3: {
        const r: number = f.d.responder;
        if (!f.d.asked.includes(r)) f.d.asked.push(r);
        if (!alive(g, r)) {
          f.step = 1;
          continue;
        }
        // a named responder is always asked, even with nothing to use, so asking reveals nothing (D16)
        f.step = 4;
        ctx.window('sgs.rescue', { dying: a, responder: r, used: false } satisfies Rescue, r);
        return;
      }
      case 4:
        // a responder who used a card leads the next window if A is still dying
        if ((input as Rescue).used) f.d.lead = f.d.responder;
        f.step = 1;
        continue;
      case 5:
        f.step = 9;
        ctx.event({ type: 'death', role: a, killer: ev.killer });
        return;
      case 9:
        // SGS 2.15-濒死结算结束后: nothing acts
        trace(ctx, '2.15-濒死结算结束后');
        ctx.done();
        return;
    }
  }
};

/** The rescue window of one responder (SGS 2.15-处于濒死状态时): its public data. */
export interface Rescue {
  dying: number;
  responder: number;
  used: boolean;
}

/** What role r could use on a dying role: cards that save, and cards converted into one. */
export function rescueOptions(ctx: C, r: number): Option[] {
  const s = ctx.state;
  const out: Option[] = [];
  for (const id of handOf(s, r)) if (kindOf(s, id).rescues) out.push(cardOption(ctx, id, 'h'));
  for (const c of registry().conversionsFor[registry().rescueName] ?? [])
    for (const id of c.cards!(s, r)) out.push(cardOption(ctx, id, c.prefix));
  return out;
}

export const RESCUE: WindowPolicy<G, Rescue> = {
  kind: 'dying-peach',
  rule: 'SGS 2.15-处于濒死状态时',
  pass: { label: msg('sgs.no-response'), last: true },
  prompt: (pub, w) => msg('sgs.save', { who: roleNameOf(pub.game('roles'), w.data.dying) }),
  round(_pub, w, actors) {
    actors.push(w.data.responder);
  },
  player: (pub, _w, actor) => seatOf({ seats: pub.game('seats') }, actor),
  options: (ctx, _w, actor) => rescueOptions(ctx, actor),
  act(ctx, w, actor, option) {
    ctx.call('sgs.rescue-with', { role: actor, dying: w.data.dying, card: option.value });
  },
  afterAction(_pub, w) {
    w.data.used = true;
    return 'close';
  },
};

/** A card used on the dying role (【桃】 method ②, within distance 4). d = { role, dying, card }. */
const rescueWith: P = (ctx, f) => {
  if (f.step === 0) {
    const moved = ctx.move(f.d.card as ObjId, Z.processing).id;
    if (ctx.logging)
      ctx.log('SGS 2.15-处于濒死状态时', 'sgs.peach', {
        who: roleName(ctx.g, f.d.role),
        to: roleName(ctx.g, f.d.dying),
        c: ctx.ref(moved),
      });
    f.d.moved = moved;
    f.step = 1;
    ctx.event({ type: 'recover', role: f.d.dying, amount: 1 });
    return;
  }
  if (ctx.state.objects[f.d.moved]) ctx.move(f.d.moved, Z.discard);
  ctx.done();
};

/**
 * SGS 2.16: d = { at }; the event { role, killer }. 死亡时 (nothing acts); the role's cards are
 * discarded, its flag drops on its square, the killer (if not itself) draws two, the other camp
 * scores 3 (and what skills add).
 */
const death: P = (ctx, f) => {
  const g = ctx.g;
  const s = ctx.state;
  const ev = eventAt(ctx, f.d.at) as { role: number; killer: number };
  const r = ev.role;
  const role = g.roles[r];
  if (f.step === 0) {
    if (ctx.logging) ctx.log('SGS 2.16-死亡时', 'sgs.death', { who: roleName(g, r) });
    role.dead = true;
    if (g.current === r) g.turn.died = true;
    const cards = [
      ...s.zones[Z.hand(r)].objects,
      ...s.zones[Z.weapon(r)].objects,
      ...s.zones[Z.armor(r)].objects,
      ...s.zones[Z.horse(r)].objects,
      ...s.zones[Z.delay(r)].objects,
    ];
    discardCards(ctx, cards, 'SGS 2.16', r);
    // the flag drops on the piece's square (D17)
    for (const flag of g.flags) {
      if (flag.holder === r) {
        flag.holder = -1;
        flag.cell = role.cell;
        if (ctx.logging) ctx.log('SGS 2.16', 'sgs.flag-drop', { who: roleName(g, r) });
      }
    }
    const k = ev.killer;
    if (k >= 0 && k !== r && alive(g, k)) draw(ctx, k, 2, 'SGS 2.16');
    let points = 3;
    if (k >= 0) for (const bonus of registry().modifiers.killBonus) points += bonus(ctx, k, r);
    f.step = 1;
    ctx.event({ type: 'score', camp: 1 - campOf(r), points, rule: 'SGS 2.16' });
    return;
  }
  // SGS 2.16-死亡后: nothing acts; the role takes no further part until it returns
  trace(ctx, '2.16-死亡后');
  ctx.done();
};

/**
 * SGS 2.17: d = { at }; the event { camp, points, rule }. 获得分数前, the points, 获得分数后 (10 or more
 * ends the game: every role of the camp wins, alive or not, SGS 1.1).
 */
const score: P = (ctx, f) => {
  const g = ctx.g;
  const ev = eventAt(ctx, f.d.at) as { camp: number; points: number; rule: string };
  // SGS 2.17-获得分数前: nothing acts
  trace(ctx, '2.17-获得分数前');
  g.score[ev.camp] += ev.points;
  if (ctx.logging)
    ctx.log(ev.rule, 'sgs.score', { camp: msg(`camp.${ev.camp}`), n: ev.points, total: g.score[ev.camp] });
  // SGS 2.17-获得分数后: 10 or more ends the game (SGS 1.1)
  trace(ctx, '2.17-获得分数后');
  if (g.score[ev.camp] >= 10) {
    ctx.end({
      winners: seatsOfCamp(g, ev.camp),
      draw: false,
      rule: 'SGS 2.17',
      reason: msg('sgs.win', { camp: msg(`camp.${ev.camp}`), n: g.score[ev.camp] }),
    });
    return;
  }
  // SGS 2.17-获得分数结算结束后: nothing acts
  trace(ctx, '2.17-获得分数结算结束后');
  ctx.done();
};

export const dyingProcs: Record<string, P> = {
  'sgs.dying': dying,
  'sgs.rescue-with': rescueWith,
  'sgs.death': death,
  'sgs.score': score,
};
