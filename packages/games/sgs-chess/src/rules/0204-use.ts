/**
 * SGS 2.4 牌的使用事件, with its loop over current targets between 循环点A and 循环点B; the
 * 【无懈可击】-type window before a trick takes effect (D15); the special use of a delayed trick in the
 * delay phase (SGS 1-延时阶段).
 */
import type { ObjId, WindowPolicy } from '@arbiter/kernel';
import { registry } from '../content/registry.ts';
import { isRed } from '../content/schema.ts';
import { type C, type G, msg, type P, type S, SLOT_ZONE, seatOf, Z } from '../state.ts';
import { eventAt, timing } from './0001-timings.ts';
import { clearProcessing, discardCards } from './0208-moving-cards.ts';
import { alive, defOf, handOf, kind, kindOf, livingFrom, roleName, roleNameOf, trace } from './common.ts';

/** A use event (SGS 2.4), the data of its kernel event frame. */
export interface UseEvent {
  type: 'use';
  user: number;
  /** The card kind used (its card name is the kind's `cardName`). */
  kind: string;
  method: number;
  /** Physical cards: hand or equipment ids before the use, processing-area ids after. */
  cards: ObjId[];
  targets: number[];
  /** No physical card (〖离间〗's 【决斗】): no colour, suit or rank. */
  virtual: boolean;
  /** Suit of its one card, 'red'/'black' for several of one colour, '' otherwise (SGS 2.3). */
  suit: string;
  nature: 'normal' | 'fire' | 'thunder';
  /** The skill or equipment whose conversion produced it (SGS 2.2 ❷). */
  via?: string;
  /** The second target of the "<A>和<B>" form (专题三). */
  secondTarget?: number;
  /** Cards revealed for this use (亮出), e.g. for each target to take one. */
  revealed?: ObjId[];
  /** Targets that may not respond to it (〖铁骑〗). */
  noResponse: number[];
  /** Roles whose opponents must answer with two cards each time (〖无双〗). */
  twoResponsesAgainst: number[];
  /** Targets on which it has no effect (〖仁王盾〗, full HP for some cards). */
  invalidFor: number[];
  ignoreArmor: boolean;
  /** It takes effect on the current target although a response cancelled it (〖贯石斧〗). */
  takesEffect: boolean;
  /** The current target (循环点A..B) and the index of the next one. */
  current: number;
  targetIndex: number;
  /** Each card's or skill's own state for this use, under its id. */
  marks: Record<string, any>;
}

export function newUse(
  s: S,
  user: number,
  kindId: string,
  cards: ObjId[],
  targets: number[],
  method = 1,
): UseEvent {
  let suit = '';
  if (cards.length === 1) suit = defOf(s, cards[0]).suit;
  else if (cards.length > 1) {
    // SGS 2.3: several cards → their colour if all share it, no suit
    const reds = cards.filter((c) => isRed(defOf(s, c).suit)).length;
    suit = reds === cards.length ? 'red' : reds === 0 ? 'black' : '';
  }
  return {
    type: 'use',
    user,
    kind: kindId,
    method,
    cards,
    targets,
    virtual: cards.length === 0,
    suit,
    nature: 'normal',
    noResponse: [],
    twoResponsesAgainst: [],
    invalidFor: [],
    ignoreArmor: false,
    takesEffect: false,
    current: -1,
    targetIndex: 0,
    marks: {},
  };
}

/**
 * SGS 2.4: d = { at }. Timings: 声明使用牌后, 选择目标后, 牌被使用时, 指定目标时, 成为目标时, 指定目标后,
 * 成为目标后, 使用结算准备结束时, then per target 对当前目标使用结算开始时, 生效前 (responses), 被抵消后,
 * 生效时, 生效后, and finally 使用结算结束后.
 */
const use: P = (ctx, f, input) => {
  const g = ctx.g;
  const at: number = f.d.at;
  const ev: UseEvent = eventAt(ctx, at);
  const k = kind(ev.kind);
  for (;;) {
    switch (f.step) {
      case 0: {
        // SGS 2.4: the physical cards go to the processing area first
        ev.cards = ev.cards.map((id) => ctx.move(id, Z.processing).id);
        if (ctx.logging)
          ctx.log('SGS 2.4', 'sgs.use', {
            who: roleName(g, ev.user),
            card: msg(`kind.${ev.kind}`),
            cards: ev.cards.map((c) => ctx.ref(c)),
            to: ev.targets.map((t) => roleName(g, t)),
          });
        // SGS 2.4-声明使用牌后 / SGS 2.4-选择目标后: nothing acts here in this card set
        trace(ctx, '2.4-声明使用牌后');
        trace(ctx, '2.4-选择目标后');
        if (timing(ctx, f, '2.4-牌被使用时', at, 1)) return;
        continue;
      }
      case 1:
        // SGS 2.4-指定目标时: nothing acts. Then SGS 2.4-成为目标时 for each target in turn
        trace(ctx, '2.4-指定目标时');
        ev.targetIndex = 0;
        f.step = 2;
        continue;
      case 2:
        if (ev.targetIndex >= ev.targets.length) {
          ev.targetIndex = 0;
          f.step = 3;
          continue;
        }
        ev.current = ev.targets[ev.targetIndex++];
        if (timing(ctx, f, '2.4-成为目标时', at, 2)) return;
        continue;
      case 3:
        // SGS 2.4-指定目标后, for each target
        if (ev.targetIndex >= ev.targets.length) {
          ev.targetIndex = 0;
          f.step = 4;
          continue;
        }
        ev.current = ev.targets[ev.targetIndex++];
        if (timing(ctx, f, '2.4-指定目标后', at, 3)) return;
        continue;
      case 4:
        // SGS 2.4-成为目标后, for each target
        if (ev.targetIndex >= ev.targets.length) {
          f.step = 5;
          continue;
        }
        ev.current = ev.targets[ev.targetIndex++];
        if (timing(ctx, f, '2.4-成为目标后', at, 4)) return;
        continue;
      case 5: {
        // SGS 2.4-使用结算准备结束时: nothing acts. Then equipment and delayed tricks are placed.
        trace(ctx, '2.4-使用结算准备结束时');
        if (k.type === 'equip') {
          // SGS 2.4: the new equipment replaces the old one in its slot
          const zone = SLOT_ZONE[k.slot!](ev.user);
          const old = ctx.state.zones[zone].objects[0];
          if (old !== undefined) discardCards(ctx, [old], 'SGS 2.4', ev.user);
          ctx.move(ev.cards[0], zone);
          if (ctx.logging)
            ctx.log('SGS 2.4', 'sgs.equip', { who: roleName(g, ev.user), c: ctx.ref(ev.cards[0]) });
          f.step = 20;
          finish(ctx, ev);
          return;
        }
        if (k.type === 'delay') {
          const t = ev.targets[0];
          if (ev.cards.length && alive(g, t)) ctx.move(ev.cards[0], Z.delay(t), { data: { as: ev.kind } });
          f.step = 20;
          finish(ctx, ev);
          return;
        }
        // SGS 2.4: targets whose role is dead leave the list; the rest are ordered into the final
        // list in seat order starting from the user (D21)
        ev.targets = ev.targets.filter((t) => alive(g, t));
        if (ev.targets.length > 1) {
          const u = Math.max(ev.user, 0);
          ev.targets.sort((a, b) => ((a - u + 6) % 6) - ((b - u + 6) % 6));
        }
        k.file.prepare?.(ctx, ev);
        ev.targetIndex = 0;
        f.step = 6;
        continue;
      }
      case 6: {
        // (循环点A) — a card whose effect needs its user (a duel) stops when the user has died
        if (ev.targetIndex >= ev.targets.length || (!alive(g, ev.user) && needsUser(ev.kind))) {
          f.step = 20;
          continue;
        }
        ev.current = ev.targets[ev.targetIndex];
        ev.takesEffect = false;
        if (!alive(g, ev.current)) {
          ev.targetIndex++;
          continue;
        }
        if (timing(ctx, f, '2.4-对当前目标使用结算开始时', at, 7)) return;
        continue;
      }
      case 7: {
        // a card that cannot change a role at full HP has no effect on it (and opens no window)
        if (k.noEffectAtFullHp && g.roles[ev.current].hp >= g.roles[ev.current].maxHp)
          ev.invalidFor.push(ev.current);
        if (ev.invalidFor.includes(ev.current)) {
          if (ctx.logging)
            ctx.log('SGS 2.4', 'sgs.invalid', { who: roleName(g, ev.current), card: msg(`kind.${ev.kind}`) });
          ev.targetIndex++;
          f.step = 6;
          continue;
        }
        // SGS 2.4-对当前目标生效前: responses (a card that answers it; the window against tricks)
        trace(ctx, '2.4-对当前目标生效前');
        if (k.answeredBy !== undefined) {
          f.d.answers = 0;
          f.step = 8;
          askAnswer(ctx, ev, k.answeredBy);
          return;
        }
        if (k.type !== 'trick') {
          f.step = 11;
          continue;
        }
        f.step = 9;
        ctx.window(
          'sgs.nullify',
          { targetRole: ev.current, kind: ev.kind, cancelled: false } satisfies Nullify,
          0,
        );
        return;
      }
      case 8: {
        const answered = (input as { ok: boolean }).ok;
        if (answered && ev.twoResponsesAgainst.includes(ev.user) && ++f.d.answers < 2) {
          // 〖无双①〗: the first answer has no effect; a second 生效前 of this card follows
          trace(ctx, '2.4-对当前目标生效前');
          askAnswer(ctx, ev, k.answeredBy!);
          return;
        }
        if (answered) {
          if (ctx.logging) ctx.log('SGS 2.4-被抵消后', 'sgs.offset', { who: roleName(g, ev.current) });
          if (timing(ctx, f, '2.4-被抵消后', at, 10)) return;
          continue;
        }
        f.step = 11;
        continue;
      }
      case 9:
        if ((input as Nullify).cancelled) {
          ev.targetIndex++;
          f.step = 6;
          continue;
        }
        f.step = 11;
        continue;
      case 10:
        // after 被抵消后: it goes on only if something made it take effect anyway
        if (!ev.takesEffect) {
          ev.targetIndex++;
          f.step = 6;
          continue;
        }
        f.step = 11;
        continue;
      case 11:
        // SGS 2.4-对当前目标生效时 → SGS 2.4-对当前目标生效后: the card's effect on the current target
        trace(ctx, '2.4-对当前目标生效时');
        trace(ctx, '2.4-对当前目标生效后');
        f.step = 12;
        ctx.call('sgs.effect', { at, target: ev.current, next: 0 });
        return;
      case 12:
        // (循环点B)
        ev.targetIndex++;
        f.step = 6;
        continue;
      case 20:
        // SGS 2.4-使用结算结束后: nothing acts
        trace(ctx, '2.4-使用结算结束后');
        finish(ctx, ev);
        return;
    }
  }
};

function needsUser(kindId: string): boolean {
  return kind(kindId).effect.some((o) => o.op === 'duel');
}

/** 对当前目标生效前 of a card that is answered (【杀】 by 【闪】): SGS 2.2 需要使用. */
function askAnswer(ctx: C, ev: UseEvent, need: string): void {
  ctx.call('sgs.respond', {
    role: ev.current,
    need,
    mode: 'use',
    count: 1,
    got: 0,
    noResponse: ev.noResponse.includes(ev.current),
    ignoreArmor: ev.ignoreArmor,
    tried: [],
  });
}

function finish(ctx: C, ev: UseEvent): void {
  // SGS 2.8: cards left in the processing area go to the discard pile as the event ends
  clearProcessing(ctx, ev.cards);
  if (ev.revealed) clearProcessing(ctx, ev.revealed);
  ctx.done();
}

/** The window before a trick takes effect on a target: its public data. */
export interface Nullify {
  /** The role the trick is about to take effect on. */
  targetRole: number;
  kind: string;
  /** Whether the trick is cancelled now (each card used in the window flips it). */
  cancelled: boolean;
}

function seatsOf(pub: { game(k: 'seats'): number }): { seats: number } {
  return { seats: pub.game('seats') };
}

/**
 * D15: before a trick takes effect on a target, every seat with a living role is asked at once (a
 * race), whether or not it holds a card that could answer — being asked reveals nothing. The first
 * answer wins and a new round opens against it.
 */
export const NULLIFY: WindowPolicy<G, Nullify> = {
  kind: 'nullify',
  rule: 'SGS 2.4-对当前目标生效前',
  mode: 'race',
  pass: { label: msg('sgs.no-response') },
  prompt: (pub, w) =>
    msg(w.data.cancelled ? 'sgs.wuxie-counter' : 'sgs.wuxie-window', {
      who: roleNameOf(pub.game('roles'), w.data.targetRole),
      card: msg(`kind.${w.data.kind}`),
    }),
  round(pub, _w, actors) {
    const roles = pub.game('roles');
    const seats = seatsOf(pub);
    for (let seat = 0; seat < pub.players; seat++)
      if (roles.some((x, r) => !x.dead && x.cell >= 0 && seatOf(seats, r) === seat)) actors.push(seat);
  },
  options(ctx, _w, seat) {
    const g = ctx.g;
    const s = ctx.state;
    const out = [];
    for (const r of livingFrom(g, 0)) {
      if (seatOf(g, r) !== seat) continue;
      for (const id of handOf(s, r))
        if (kindOf(s, id).nullifies)
          out.push({
            id: `x${id}`,
            label: msg('sgs.wuxie-by', { who: roleName(g, r), c: ctx.ref(id) }),
            obj: id,
            value: { card: id, role: r },
          });
    }
    return out;
  },
  act(ctx, w, _seat, option) {
    w.data.cancelled = !w.data.cancelled;
    ctx.call('sgs.nullify-with', option.value as { card: ObjId; role: number });
  },
  // a new round, everyone again, against the card just used
  afterAction: (_pub, _w, seat) => seat,
};

/** A card used in the window before a trick takes effect. d = { card, role }. */
const nullifyWith: P = (ctx, f) => {
  const g = ctx.g;
  if (f.step === 0) {
    const ev = newUse(ctx.state, f.d.role, kindOf(ctx.state, f.d.card).id, [f.d.card], []);
    ev.cards = [ctx.move(f.d.card, Z.processing).id];
    f.d.ev = ev;
    f.d.at = ctx.state.flow.length - 1;
    if (ctx.logging)
      ctx.log('SGS 2.4', 'sgs.use', {
        who: roleName(g, ev.user),
        card: msg(`kind.${ev.kind}`),
        cards: [ctx.ref(ev.cards[0])],
        to: [],
      });
    // SGS 2.4-牌被使用时
    if (timing(ctx, f, '2.4-牌被使用时', f.d.at, 1)) return;
  }
  clearProcessing(ctx, (f.d.ev as UseEvent).cards);
  ctx.done();
};

/**
 * SGS 1-延时阶段: the special use of a delayed trick: its card goes to the processing area and runs
 * the loop between 循环点A and 循环点B with its holder as current target, without a user (the
 * window against tricks included). d = { role, card }; the use event is this frame's `ev`.
 */
const delayedUse: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  for (;;) {
    switch (f.step) {
      case 0: {
        const o = s.objects[f.d.card];
        const name: string = o.data.as ?? kindOf(s, o.id).id;
        const moved = ctx.move(o.id, Z.processing).id;
        const ev = newUse(s, -1, name, [moved], [f.d.role]);
        ev.current = f.d.role;
        f.d.ev = ev;
        f.d.at = s.flow.length - 1;
        if (ctx.logging)
          ctx.log('SGS 1-延时阶段', 'sgs.delay-use', {
            who: roleName(g, f.d.role),
            card: msg(`kind.${name}`),
          });
        f.step = 1;
        ctx.window(
          'sgs.nullify',
          { targetRole: f.d.role, kind: name, cancelled: false } satisfies Nullify,
          0,
        );
        return;
      }
      case 1:
        f.d.cancelled = (input as Nullify).cancelled;
        f.step = 2;
        if (f.d.cancelled) continue;
        ctx.call('sgs.effect', { at: f.d.at, target: f.d.role, next: 0 });
        return;
      case 2: {
        const ev: UseEvent = f.d.ev;
        registry().kinds[ev.kind].file.afterDelayedUse?.(ctx, ev, f.d.role, f.d.cancelled);
        clearProcessing(ctx, ev.cards);
        ctx.done();
        return;
      }
    }
  }
};

export const useProcs: Record<string, P> = {
  'sgs.use': use,
  'sgs.nullify-with': nullifyWith,
  'sgs.delayed-use': delayedUse,
};
