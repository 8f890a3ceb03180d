/**
 * SGS 2.4-对当前目标生效后: 执行此牌效果 — a card's effect on its current target, in the effect
 * vocabulary of content/schema.ts (`Op`). The card files say which ops they do; this file says what
 * each op does.
 */
import type { ObjId, Option } from '@arbiter/kernel';
import type { Op } from '../content/schema.ts';
import { type C, msg, type P, type S, Z } from '../state.ts';
import { eventAt } from './0001-timings.ts';
import type { UseEvent } from './0204-use.ts';
import { newUse } from './0204-use.ts';
import { discardCards, draw } from './0208-moving-cards.ts';
import type { JudgeEvent } from './0210-judgement.ts';
import type { DamageEvent } from './0211-damage.ts';
import { damageEvent } from './0211-damage.ts';
import { alive, cardOption, choose, equipOf, handOf, kind, kindOf, picked, roleName } from './common.ts';
import { cardTargets } from './zt4-targets.ts';

/** What picking one card of another role stands for: a hand card by position, or a public card. */
export type CardPick = { hand: number } | { card: ObjId };

/**
 * Options to pick one card of role t by someone else: hand cards by position only (hidden),
 * equipment and (if asked) delayed tricks by id (public).
 */
export function pickCardOptions(ctx: C, t: number, withDelay: boolean): Option[] {
  const s = ctx.state;
  const opts: Option[] = [];
  const hand = handOf(s, t);
  for (let i = 0; i < hand.length; i++)
    opts.push({ id: `hand:${i}`, label: msg('sgs.hand-card', { i: i + 1 }), value: { hand: i } });
  for (const slot of ['weapon', 'armor', 'horse'] as const) {
    const id = equipOf(s, t, slot);
    if (id !== undefined) opts.push({ ...cardOption(ctx, id), value: { card: id } });
  }
  if (withDelay)
    for (const id of s.zones[Z.delay(t)].objects) opts.push({ ...cardOption(ctx, id), value: { card: id } });
  return opts;
}

/** Hand cards of role r only, by position (someone else picks one). */
export function handPositionOptions(s: S, r: number): Option[] {
  return handOf(s, r).map((_, i) => ({
    id: `hand:${i}`,
    label: msg('sgs.hand-card', { i: i + 1 }),
    value: { hand: i },
  }));
}

export function resolvePick(s: S, t: number, pick: CardPick): ObjId {
  return 'hand' in pick ? handOf(s, t)[pick.hand] : pick.card;
}

/**
 * The uses of a card named `name` that role r could make on role t now, one per card: the first
 * method of its kind that reaches t (〖青龙偃月刀〗, 【借刀杀人】).
 */
export function usesOn(ctx: C, r: number, t: number, name: string): Option[] {
  const s = ctx.state;
  const out: Option[] = [];
  if (!alive(s.g, t)) return out;
  const reach: Record<string, number> = {};
  for (const id of handOf(s, r)) {
    const k = kindOf(s, id);
    if (k.cardName !== name) continue;
    if (reach[k.id] === undefined) {
      reach[k.id] = 0;
      for (let m = 1; m <= k.methods.length; m++)
        if (cardTargets(s, r, k.id, m).includes(t)) {
          reach[k.id] = m;
          break;
        }
    }
    const method = reach[k.id];
    if (method) out.push({ ...cardOption(ctx, id), id: `c${id}:${method}`, value: { use: id, method } });
  }
  return out;
}

/** Use a card from role r's hand on role t, outside an idle point (no per-phase count, 专题三). */
export function useOutsideIdle(ctx: C, r: number, t: number, choice: { use: ObjId; method: number }): void {
  const s = ctx.state;
  ctx.event(newUse(s, r, kindOf(s, choice.use).id, [choice.use], [t], choice.method));
}

/** d = { at, target, next }: the effect ops of the card of the use event at `at`, in order. */
const effect: P = (ctx, f, input) => {
  const g = ctx.g;
  const ev: UseEvent = eventAt(ctx, f.d.at);
  const t: number = f.d.target;
  const ops = kind(ev.kind).effect;
  for (;;) {
    switch (f.step) {
      case 1:
        // an op that called a procedure (or asked) has finished
        f.d.next++;
        f.step = 0;
        break;
      case 2: {
        // the user's pick of the target's card: discarded, or taken
        const id = resolvePick(ctx.state, t, picked<CardPick>(input));
        if (ops[f.d.next].op === 'dismantle') discardCards(ctx, [id], 'SGS 2.4-对当前目标生效后', t);
        else {
          ctx.move(id, Z.hand(ev.user));
          if (ctx.logging)
            ctx.log('SGS 2.4-对当前目标生效后', 'sgs.take', {
              who: roleName(g, ev.user),
              from: roleName(g, t),
            });
        }
        f.d.next++;
        f.step = 0;
        break;
      }
      case 3:
        // a demand's answer: none → 1 damage from the user
        if (!(input as { ok: boolean }).ok && alive(g, t)) {
          f.step = 1;
          ctx.event(damageEvent(ev.user, t, 1, ev));
          return;
        }
        f.d.next++;
        f.step = 0;
        break;
      case 4: {
        // a delayed trick's judgement: a result not of the suit skips the phase (logged when it comes)
        const op = ops[f.d.next] as Extract<Op, { op: 'judge-skip' }>;
        if ((input as JudgeEvent).result!.suit !== op.suit) {
          if (op.phase === 'play') g.turn.skipPlay = true;
          else g.turn.skipDraw = true;
        }
        f.d.next++;
        f.step = 0;
        break;
      }
      case 5:
        // the revealed card taken
        ctx.move(picked<ObjId>(input), Z.hand(t));
        f.d.next++;
        f.step = 0;
        break;
      case 6: {
        const choice = picked<{ give: true } | { use: ObjId; method: number }>(input);
        if ('give' in choice) {
          const w = equipOf(ctx.state, t, 'weapon');
          if (w !== undefined) {
            ctx.move(w, Z.hand(ev.user));
            if (ctx.logging)
              ctx.log('SGS 2.4-对当前目标生效后', 'sgs.take', {
                who: roleName(g, ev.user),
                from: roleName(g, t),
              });
          }
          f.d.next++;
          f.step = 0;
          break;
        }
        f.step = 1;
        useOutsideIdle(ctx, t, ev.secondTarget!, choice);
        return;
      }
      case 7: {
        // lightning: ♠2–9 strikes its holder; otherwise the card moves on afterwards
        const op = ops[f.d.next] as Extract<Op, { op: 'lightning' }>;
        const r = (input as JudgeEvent).result!;
        if (r.suit === 'S' && r.rank >= 2 && r.rank <= 9) {
          const d = damageEvent(-1, t, op.n, ev);
          d.nature = 'thunder';
          f.step = 1;
          ctx.event(d);
          return;
        }
        ev.marks[ev.kind] = { missed: true };
        f.d.next++;
        f.step = 0;
        break;
      }
    }
    const op = ops[f.d.next];
    if (!op || !alive(g, t) || ctx.state.result) {
      ctx.done();
      return;
    }
    switch (op.op) {
      case 'damage':
        f.step = 1;
        ctx.event(damageEvent(ev.user, t, op.n, ev));
        return;
      case 'recover':
        f.step = 1;
        ctx.event({ type: 'recover', role: t, amount: op.n });
        return;
      case 'draw':
        draw(ctx, t, op.n, 'SGS 2.4-对当前目标生效后');
        f.d.next++;
        continue;
      case 'dismantle':
      case 'snatch': {
        const opts = pickCardOptions(ctx, t, true);
        if (opts.length === 0) {
          f.d.next++;
          continue;
        }
        f.step = 2;
        choose(
          ctx,
          ev.user,
          'pick-card',
          msg('sgs.pick-card-of', { who: roleName(g, t) }),
          'SGS 2.4-对当前目标生效后',
          opts,
        );
        return;
      }
      case 'demand':
        f.step = 3;
        ctx.call('sgs.respond', { role: t, need: op.card, mode: 'play', count: op.n, got: 0, tried: [] });
        return;
      case 'duel':
        f.step = 1;
        ctx.call('sgs.duel', { at: f.d.at, user: ev.user, target: t, current: t, need: op.card });
        return;
      case 'judge-skip':
        f.step = 4;
        ctx.event({ type: 'judge', role: t, reason: ev.kind, card: -1, keep: false } satisfies JudgeEvent);
        return;
      case 'harvest': {
        // the current target takes one of the revealed cards still there
        const left = (ev.revealed ?? []).filter((c) => ctx.state.objects[c]?.zone === Z.processing);
        if (left.length === 0) {
          f.d.next++;
          continue;
        }
        f.step = 5;
        choose(
          ctx,
          t,
          'harvest',
          msg('sgs.harvest'),
          'SGS 2.4-对当前目标生效后',
          left.map((c) => cardOption(ctx, c)),
        );
        return;
      }
      case 'borrow': {
        // use a card of the name on the second target, or hand the weapon to the user
        const v = ev.secondTarget ?? -1;
        const opts: Option[] = v >= 0 ? usesOn(ctx, t, v, op.card) : [];
        const weapon = equipOf(ctx.state, t, 'weapon');
        if (weapon !== undefined && ev.user >= 0)
          opts.push({ id: 'give', label: msg('sgs.borrow-give'), value: { give: true } });
        if (opts.length === 0) {
          f.d.next++;
          continue;
        }
        f.step = 6;
        choose(
          ctx,
          t,
          'borrow',
          msg('sgs.borrow', { who: roleName(g, v) }),
          'SGS 2.4-对当前目标生效后',
          opts,
        );
        return;
      }
      case 'lightning':
        f.step = 7;
        ctx.event({ type: 'judge', role: t, reason: ev.kind, card: -1, keep: false } satisfies JudgeEvent);
        return;
    }
  }
};

/**
 * A duel (the `duel` op): starting with the target, the two alternately play a card of the name;
 * the first who does not takes 1 damage from the other. Against a role in `twoResponsesAgainst`
 * (〖无双②③〗) two cards are needed each time. d = { at, user, target, current, need }.
 */
const duel: P = (ctx, f, input) => {
  const g = ctx.g;
  const ev: UseEvent = eventAt(ctx, f.d.at);
  const cur: number = f.d.current;
  const other: number = cur === f.d.user ? f.d.target : f.d.user;
  if (f.step === 0) {
    if (!alive(g, cur) || !alive(g, other)) {
      ctx.done();
      return;
    }
    const count = ev.twoResponsesAgainst.includes(other) ? 2 : 1;
    f.step = 1;
    ctx.call('sgs.respond', { role: cur, need: f.d.need, mode: 'play', count, got: 0, tried: [] });
    return;
  }
  if (f.step === 1) {
    if (!(input as { ok: boolean }).ok) {
      f.step = 2;
      ctx.event(damageEvent(other, cur, 1, ev));
      return;
    }
    f.d.current = other;
    f.step = 0;
    return;
  }
  ctx.done();
};

export type { DamageEvent };
export const effectProcs: Record<string, P> = { 'sgs.effect': effect, 'sgs.duel': duel };
