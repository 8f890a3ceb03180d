/**
 * RB 134.2.b: instructions, executed top to bottom as a spell or ability resolves (RB 154.1,
 * RB 356.3.d, RB 394.5). `rb.exec` walks a step list of the card vocabulary (src/cards/schema.ts);
 * most steps are game actions done at once (RB 303.1: one at a time, completely), a few ask a player
 * (which card to discard, where a token enters) or call a procedure (a kill goes through the kernel's
 * event pipeline for replacement effects, RB 364–368).
 *
 * RB 356.3.e.6, RB 356.3.e.11, RB 055: an instruction that cannot be followed is ignored, one that can
 * be partly is followed as far as it can; RB 055.1: when none can, the card is still played and
 * resolved (326-chain.ts `resolve` puts it in the trash and counts it); RB 356.3.e.12: information
 * about a vanished object is null.
 */
import type { Ctx, ObjId, Option, PlayerId, Procedure } from '@arbiter/kernel';
import { CARD_CODE, TOKEN_CARD } from '../cards/registry.ts';
import type { Step } from '../cards/schema.ts';
import { baseOwner, battlefieldIndex, type RbGame, Z } from '../state.ts';
import { place } from '../text/places.ts';
import { allPermanents, data, def, isChosenChampion, locationOf, onBoard, type S } from './105-zones.ts';
import { addToPool, resolveSymbol } from './156-runes.ts';
import { gainControl } from './165-battlefields.ts';
import { counter } from './326-chain.ts';
import { entersReady } from './346-playing.ts';
import { playBill } from './350-play.ts';
import { moveDestinations } from './352-choices.ts';
import { canPay } from './354-costs.ts';
import { type AbRef, sub } from './358-abilities.ts';
import { type BattlefieldControlEvent, type DrawEvent, drawReplaceable } from './364-replacements.ts';
import { fire } from './375-triggers.ts';
import {
  banish,
  buff,
  channel,
  createToken,
  discardCard,
  doubleMight,
  draw,
  exhaust,
  heal,
  mill,
  ready,
  recycleToDeck,
  reveal,
  stun,
  toZone,
} from './400-actions.ts';
import { moveUnits, recall } from './423-movement.ts';
import { addContinuous, addMight, characteristics, grantKeywords, mightOf } from './450-layers.ts';
import { damageFor, splitTotal } from './701-additional.ts';
import { attachedTo, detach } from './716-attachment.ts';
import { amount, holds, matches, resolveRef, type Scope } from './vocabulary.ts';

type C = Ctx<RbGame>;

/** Frame data of `rb.exec`. */
interface ExecData {
  at: AbRef;
  pc: number;
  scope: Scope;
  /** Scratch data of the step waiting for an answer. */
  w?: any;
}

/**
 * Execute a step list. d: { at (a step list), pc, scope }. Returns the scope (what was chosen and
 * killed is read by later steps and by the caller).
 */
export const exec: Procedure<RbGame> = (ctx, f, input) => {
  const d = f.d as ExecData;
  const s = ctx.state;
  for (;;) {
    if (s.result) {
      ctx.done(d.scope);
      return;
    }
    if (f.step !== 0) {
      // An asynchronous step answered or returned.
      const st = stepList(d.at)[d.pc];
      const more = resume(ctx, st, d, input, f.step);
      input = undefined;
      if (typeof more === 'number') {
        // It asked or called again: resume at that step (the frame is this one, not the callee's).
        f.step = more;
        return;
      }
      f.step = 0;
      d.w = undefined;
      d.pc++;
      continue;
    }
    const steps = stepList(d.at);
    if (d.pc >= steps.length) {
      ctx.done(d.scope);
      return;
    }
    const st = steps[d.pc];
    // RB 154.2: a later part of the spell that replaces this one ("... instead") applies first.
    if (replacedLater(ctx, steps, d.pc, d.scope)) {
      d.pc++;
      continue;
    }
    if (doSync(ctx, st, d.scope, sub(d.at, d.pc))) {
      d.pc++;
      continue;
    }
    // Asynchronous: start it; it resumes through `resume` with f.step > 0.
    const started = start(ctx, st, d);
    if (started === 'skip') {
      d.pc++;
      continue;
    }
    f.step = started;
    return;
  }
};

/**
 * RB 154.2: whether a later `instead` step of the same list replaces step `pc` now (its condition
 * holds), so the earlier part is not done; the `instead` step does its own steps when reached.
 */
function replacedLater(ctx: C, steps: readonly Step[], pc: number, scope: Scope): boolean {
  for (let i = pc + 1; i < steps.length; i++) {
    const later = steps[i];
    if (later.do !== 'instead' || !later.of.includes(pc)) continue;
    if (!holds(ctx.state, characteristics(ctx.state), later.cond, scope)) continue;
    ctx.log('RB 154.2', 'rb.replaced-part', { n: pc + 1 });
    return true;
  }
  return false;
}

function stepList(at: AbRef): Step[] {
  return (ctxCards(at) as Step[]) ?? [];
}

import { nodeAt } from './358-abilities.ts';

function ctxCards(at: AbRef): unknown {
  return nodeAt(at);
}

/** The objects a reference names now, on the board or (for trash and chain selectors) where they are. */
function refs(s: S, ref: Parameters<typeof resolveRef>[2], scope: Scope): ObjId[] {
  return resolveRef(s, characteristics(s), ref, scope).filter((id) => s.objects[id] !== undefined);
}

function controllerOf(scope: Scope): PlayerId {
  return scope.controller ?? 0;
}

/**
 * Mark the damage of one Deal, with Bonus Damage (RB 404, RB 712–715), and note its source for
 * RB 415.5.c. RB 404.1, RB 404.6, RB 404.6.b.1: spells, units and abilities deal damage. RB 404.6.a:
 * a Deal that names no source is dealt by the spell or ability describing it (`byUnits` false).
 * RB 404.6.b, RB 404.6.b.3: one that names units as the source ("they deal damage equal to their
 * Might", a fight or a strike) is dealt by those units and not also by the spell (`byUnits` true),
 * so "kill a unit with a spell" does not read it. RB 404.6.b.2, RB 404.6.b.2.a: an ability's damage
 * is dealt by the ability and by what created it — a spell's reflexive or delayed ability keeps the
 * spell's mark (`baseScope`).
 */
function dealTo(
  ctx: C,
  scope: Scope,
  ids: readonly ObjId[],
  n: number,
  bonus: boolean,
  byUnits = false,
): void {
  const s = ctx.state;
  const p = controllerOf(scope);
  const hit: ObjId[] = [];
  for (const id of ids) {
    if (!onBoard(s, id) || def(s.objects[id]).type !== 'unit') continue;
    const amt = bonus ? damageFor(s, p, n, id) : n;
    if (amt <= 0) continue;
    if (markDamageTracked(ctx, id, amt) === 0) continue;
    hit.push(id);
    // "If this kills it" (Disintegrate): lethal damage now means it dies at the next cleanup.
    const dmg = data(s.objects[id]).damage ?? 0;
    if (dmg >= mightOf(s, id)) (scope.killed ??= []).push(id);
  }
  if (hit.length) {
    const prev = ctx.g.lastDamage;
    ctx.g.lastDamage = {
      controller: p,
      spell: scope.spell === true && !byUnits,
      units: prev && prev.controller === p ? [...new Set([...prev.units, ...hit])] : hit,
    };
  }
}

import { markDamage as markDamageTracked } from './400-actions.ts';

/** Do a step that needs nobody's answer. Returns false for the asynchronous ones. */
export function doSync(ctx: C, st: Step, scope: Scope, at: AbRef): boolean {
  const s = ctx.state;
  const p = controllerOf(scope);
  const until = (u: string) => u;
  switch (st.do) {
    case 'deal': {
      // A split Deal asks how the damage is divided (`start`).
      if (st.split) return false;
      const ids = refs(s, st.to, scope);
      const n = amount(s, characteristics(s), st.n, scope);
      dealTo(ctx, scope, ids, n, true);
      return true;
    }
    case 'fight': {
      // RB 404.6.b.3: the units deal the damage (no Bonus Damage of spells and abilities).
      const [a] = refs(s, st.a, scope);
      const [b] = refs(s, st.b, scope);
      if (a === undefined || b === undefined || !onBoard(s, a) || !onBoard(s, b)) return true;
      const ma = mightOf(s, a);
      const mb = mightOf(s, b);
      dealTo(ctx, scope, [b], ma, false, true);
      dealTo(ctx, scope, [a], mb, false, true);
      return true;
    }
    case 'strike': {
      const [a] = refs(s, st.by, scope);
      if (a === undefined || !onBoard(s, a)) return true;
      // RB 404.6.b.3: the unit deals it.
      dealTo(ctx, scope, refs(s, st.to, scope), mightOf(s, a), false, true);
      return true;
    }
    case 'might':
      for (const id of refs(s, st.to, scope)) {
        if (!onBoard(s, id)) continue;
        const n = amount(s, characteristics(s), st.n, scope);
        addMight(ctx, id, n, until(st.until), { min: st.min, source: scope.source, controller: p });
      }
      return true;
    case 'double':
      // RB 419.1, RB 419.1.a.
      for (const id of refs(s, st.what, scope)) if (onBoard(s, id)) doubleMight(ctx, id, st.until, p);
      return true;
    case 'become-copy': {
      // RB 454.1.b: the card copied is fixed as the effect begins (450-layers.ts applies it).
      const of = refs(s, st.of, scope).find((id) => onBoard(s, id));
      if (of === undefined) return true;
      for (const id of refs(s, st.what, scope))
        if (onBoard(s, id) && id !== of)
          ctx.addEffect({
            source: scope.source,
            controller: p,
            layer: 'traits',
            op: 'copy',
            params: { card: s.objects[of].card },
            targets: [id],
            until: st.until,
          });
      return true;
    }
    case 'grant':
      for (const id of refs(s, st.to, scope))
        if (onBoard(s, id)) grantKeywords(ctx, id, st.keywords, st.until, p);
      return true;
    case 'buff':
      // RB 413.2.a: units are buffed only as instructions say.
      for (const id of refs(s, st.what, scope))
        if (buff(ctx, id)) fire(ctx, { type: 'buff', obj: id, player: s.objects[id].controller });
      return true;
    case 'ready':
      // RB 402.3.b: an effect readies its player's objects.
      for (const id of refs(s, st.what, scope)) ready(ctx, id);
      return true;
    case 'exhaust':
      for (const id of refs(s, st.what, scope)) exhaust(ctx, id);
      return true;
    case 'stun':
      // RB 410.2.a: units are stunned only as instructions say.
      for (const id of refs(s, st.what, scope)) if (onBoard(s, id)) stun(ctx, id);
      return true;
    case 'move':
      // RB 407.2.a: beyond the Standard Move, units move only as instructions say; RB 427.1: the
      // instruction decides which destinations are legal ("to its base" has just one).
      if (st.to !== 'base') return false;
      // RB 427: an effect moves each unit to its controller's base.
      for (const id of refs(s, st.what, scope)) {
        const o = s.objects[id];
        if (!o || locationOf(s, id) === null) continue;
        moveAndFire(ctx, [id], Z.base(o.controller));
      }
      return true;
    case 'recall':
      for (const id of refs(s, st.what, scope)) recall(ctx, id);
      return true;
    case 'return':
      for (const id of refs(s, st.what, scope)) {
        const o = s.objects[id];
        if (!o) continue;
        if (st.to === 'hand') {
          // "Return to hand": its owner's hand (RB 107.6.f), from the board or the trash.
          toZone(ctx, id, Z.hand(o.owner));
          continue;
        }
        // RB 107.2.b: only a Chosen Champion (RB 103.2.a.3) is returned to the Champion Zone, and
        // RB 107.2.b.1: only while that zone holds no card; otherwise it stays where it is.
        const zone = Z.champion(o.owner);
        if (isChosenChampion(s, id, o.owner) && s.zones[zone].objects.length === 0) {
          ctx.log('RB 107.2.b.1', 'rb.champion-returned', { c: ctx.ref(id) });
          toZone(ctx, id, zone);
        } else ctx.log('RB 107.2.b.1', 'rb.champion-not-returned', { c: ctx.ref(id) });
      }
      return true;
    case 'draw': {
      // RB 400.2.b, RB 400.3: "Draw X" — an effect makes its player draw.
      const it = drawOf(s, st, scope);
      if (!it) return true;
      // A draw something would replace goes through the event pipeline (`start`, RB 365.1, RB 368.1).
      if (drawReplaceable(s, it.who)) return false;
      draw(ctx, it.who, it.n);
      return true;
    }
    case 'heal':
      for (const id of refs(s, st.what, scope)) heal(ctx, id);
      return true;
    case 'channel':
      if (channel(ctx, p, st.n, st.exhausted) < st.n && st.otherwise) return false;
      return true;
    case 'token':
      if (st.at === 'any') return false;
      makeTokens(ctx, st, p, st.at === 'here' ? (scope.here ?? Z.base(p)) : Z.base(p));
      return true;
    case 'add': {
      const src = scope.source === null ? undefined : (s.objects[scope.source] ?? s.lki[scope.source]);
      const doms = src ? def(src).domains : [];
      addToPool(ctx, p, {
        energy: st.energy,
        power: (st.power ?? []).map((x) => resolveSymbol(x, doms)),
        spellsOnly: st.spellsOnly,
      });
      return true;
    }
    case 'counter':
      for (const id of refs(s, st.what, scope)) counter(ctx, id);
      return true;
    case 'banish':
      // RB 414.4.a: banished only as an instruction says; RB 414.5: "banish <what>".
      for (const id of refs(s, st.what, scope)) remember(ctx, scope, banish(ctx, id));
      return true;
    case 'banish-top':
      for (let i = 0; i < st.n; i++) {
        const top = s.zones[Z.deck(p)].objects.at(-1);
        if (top === undefined) break;
        remember(ctx, scope, banish(ctx, top));
      }
      return true;
    case 'mill':
      mill(ctx, p, st.n);
      return true;
    case 'reveal-top': {
      // RB 411, RB 411.3: "reveal the top card" shows it to all where it is; RB 411.4, RB 411.4.a: the
      // instruction then sends it on — a spell to the hand, anything else recycled to the bottom
      // (RB 403, RB 403.4: recycling as an effect, here the one revealed card).
      const top = s.zones[Z.deck(p)].objects.at(-1);
      // RB 418.1.c: revealing more than the deck holds reveals what there is, with no Burn Out;
      // RB 418.1.c.1: what is left of the instruction is ignored.
      if (top === undefined) return true;
      reveal(ctx, top);
      if (def(s.objects[top]).type === 'spell') toZone(ctx, top, Z.hand(p));
      else recycleToDeck(ctx, p, [top]);
      return true;
    }
    case 'ready-runes': {
      // Ready up to N of your runes: exhausted runes are alike, so the first N are readied.
      let n = st.upTo;
      for (const id of s.zones[Z.runes(p)].objects) {
        if (n === 0) break;
        if (ready(ctx, id)) n--;
      }
      ctx.log('RB 402.1', 'rb.ready-runes', { player: p, n: st.upTo - n });
      return true;
    }
    case 'reflex': {
      // RB 380, RB 380.1, RB 380.1.a, RB 381, RB 381.1, RB 381.2: the reflexive ability is added (N times)
      // as Pending Items. RB 380.2, RB 380.3: its condition, if any, is the `if` step around it.
      for (let i = 0; i < (st.times ?? 1); i++)
        ctx.push({
          controller: p,
          source: scope.source,
          ability: `${at.card}#${at.path.join('.')}`,
          status: 'pending',
          data: {
            kind: 'reflex',
            runs: [{ at, targets: [] }],
            scope: baseScope(scope),
          },
        });
      ctx.log('RB 381.1', 'rb.reflex', { n: st.times ?? 1 });
      return true;
    }
    case 'delayed':
      // RB 383, RB 383.1, RB 383.2, RB 384, RB 385: a delayed trigger that waits for the end of the
      // turn, kept by the kernel apart from its source.
      ctx.addDelayed({
        controller: p,
        source: scope.source,
        ability: `${at.card}#${at.path.join('.')}`,
        on: 'turn-end',
        once: true,
        until: 'turn',
        data: { at, scope: baseScope(scope) },
      });
      return true;
    case 'instead-of-next-death':
      // RB 383.3, RB 366: a delayed replacement ("the next time it would die this turn ... instead").
      for (const id of refs(s, st.what, scope))
        ctx.addEffect({
          source: scope.source,
          controller: p,
          layer: 'replace',
          op: 'instead-of-death',
          params: { at: sub(at, 'steps') },
          targets: [id],
          until: st.until,
        });
      return true;
    case 'take-control':
      // A battlefield acted on goes through the event pipeline (`start`: RB 365.1, RB 368, RB 368.2).
      if (refs(s, st.what, scope).some((id) => s.objects[id] && def(s.objects[id]).type === 'battlefield'))
        return false;
      for (const id of refs(s, st.what, scope)) gainControl(ctx, id, p);
      return true;
    case 'continuous':
      // RB 383.4: a delayed passive ability — it applies for the window the effect names (`until`).
      addContinuous(ctx, st.effect, st.until, p);
      return true;
    case 'detach':
      return false;
    case 'win':
      // RB 002: a card may say its controller wins.
      ctx.end({
        winners: [p],
        draw: false,
        rule: 'RB 002',
        reason: { key: 'rb.win-card', args: { player: p } },
      });
      return true;
    case 'kill':
    case 'discard':
    case 'each-player-kills':
    case 'if':
    case 'instead':
    case 'play-self':
    case 'play-from-trash':
    case 'code':
    case 'look-top':
      return false;
  }
  return true;
}

/**
 * RB 414.3: a banished card is remembered by what banished it — the resolving spell or ability
 * (`scope.banished`, kept by what it creates) and the source object while it stays on the board
 * (its data), so its later abilities can refer to it; nothing else can (RB 414.3.a).
 */
function remember(ctx: C, scope: Scope, moved: { id: ObjId } | null): void {
  if (!moved) return;
  scope.banished = [...(scope.banished ?? []), moved.id];
  const src = scope.source === null ? undefined : ctx.state.objects[scope.source];
  if (src && onBoard(ctx.state, src.id))
    ctx.setData(src.id, 'banished', [...(data(src).banished ?? []), moved.id]);
}

/** What a reflexive or delayed ability keeps of its creator's scope (not the creator's targets). */
function baseScope(scope: Scope): Scope {
  const out: Scope = { controller: scope.controller, source: scope.source, here: scope.here };
  if (scope.spell) out.spell = true;
  if (scope.banished) out.banished = [...scope.banished];
  return out;
}

/** Move units and fire their move triggers (RB 427; Traveling Merchant, Noxian Drummer). */
export function moveAndFire(ctx: C, ids: readonly ObjId[], dest: string, rule = 'RB 427'): ObjId[] {
  const moved = moveUnits(ctx, ids, dest, rule);
  for (const id of moved) {
    const o = ctx.state.objects[id];
    fire(ctx, { type: 'move', obj: id, player: o.controller, to: dest });
    if (battlefieldIndex(dest) >= 0)
      fire(ctx, { type: 'move-to-battlefield', obj: id, player: o.controller, to: dest });
  }
  return moved;
}

/**
 * Play unit or gear tokens (RB 174, RB 347.2: tokens are played, though they are not cards). RB 179.1.a:
 * by the effect's controller, as their card type is played, with the effect's modifications: units
 * enter exhausted unless the effect or another says ready (RB 142.4, RB 178.1); "play" triggers fire.
 */
function makeTokens(ctx: C, st: Extract<Step, { do: 'token' }>, p: PlayerId, zone: string): void {
  const s = ctx.state;
  const readyIt = st.ready === true || entersReady(s, p, TOKEN_CARD[st.token], false);
  for (let i = 0; i < st.n; i++) {
    const id = createToken(ctx, st.token, p, zone, { ready: readyIt, exhausted: st.exhausted });
    // RB 178.3: what the effect gives the token for the turn.
    if (st.thisTurn?.keywords) grantKeywords(ctx, id, st.thisTurn.keywords, 'turn', p);
    if (st.thisTurn?.might) addMight(ctx, id, st.thisTurn.might, 'turn', { controller: p, source: null });
    fire(ctx, { type: 'play', obj: id, player: p });
  }
}

/** Where a player may put something "into play under your control": their base or a battlefield they control. */
function ownLocations(s: S, p: PlayerId): string[] {
  const out = [Z.base(p)];
  for (const b of s.g.battlefields) if (b.controller === p) out.push(b.zone);
  return out;
}

/** Who draws how many for a draw step (null: nobody, nothing). */
function drawOf(s: S, st: Extract<Step, { do: 'draw' }>, scope: Scope): { who: PlayerId; n: number } | null {
  const n = amount(s, characteristics(s), st.n, scope);
  let who = controllerOf(scope);
  if (st.who && st.who !== 'you') {
    const ids = resolveRef(s, characteristics(s), st.who.controllerOf, scope);
    const o = ids.length ? (s.objects[ids[0]] ?? s.lki[ids[0]]) : undefined;
    if (!o) return null;
    who = o.controller;
  }
  return n > 0 ? { who, n } : null;
}

/** Start an asynchronous step. Returns the step to resume at, or 'skip' when nothing is to do. */
function start(ctx: C, st: Step, d: ExecData): number | 'skip' {
  const s = ctx.state;
  const scope = d.scope;
  const p = controllerOf(scope);
  switch (st.do) {
    case 'deal': {
      // RB 352.14, RB 715.3: a split Deal: the amount with Bonus Damage, divided among the targets
      // still legal (only split Deals come here, see doSync).
      const ids = refs(s, st.to, scope).filter((id) => onBoard(s, id) && def(s.objects[id]).type === 'unit');
      const total = splitTotal(s, p, amount(s, characteristics(s), st.n, scope));
      if (!ids.length || total <= 0) return 'skip';
      d.w = { ids, total, amounts: [], cut: false } satisfies SplitWork;
      return askSplit(ctx, d);
    }
    case 'draw': {
      // A draw that a replacement effect may alter: an event acting on the player (RB 368.1).
      const it = drawOf(s, st, scope);
      if (!it) return 'skip';
      ctx.event({ type: 'draw', player: it.who, n: it.n, rule: 'RB 400.3' } satisfies DrawEvent);
      return 1;
    }
    case 'take-control': {
      // RB 185.4.b for the permanents; a battlefield taken is an event acting on it, which
      // replacement effects may alter (RB 365.1; RB 368, RB 368.2 order them). One battlefield a step.
      const ids = refs(s, st.what, scope).filter((id) => s.objects[id]);
      const bf = ids.find((id) => def(s.objects[id]).type === 'battlefield');
      for (const id of ids) if (id !== bf) gainControl(ctx, id, p);
      if (bf === undefined) return 'skip';
      ctx.event({ type: 'bf-control', bf, player: p, rule: 'RB 185.4.b' } satisfies BattlefieldControlEvent);
      return 1;
    }
    case 'kill': {
      const ids = refs(s, st.what, scope).filter((id) => onBoard(s, id));
      if (!ids.length) return 'skip';
      (scope.killed ??= []).push(...ids);
      ctx.event({
        type: 'kill',
        objs: ids,
        rule: 'RB 415.6',
        by: { controller: p, spell: scope.spell === true },
      });
      return 1;
    }
    case 'discard': {
      // RB 409.4: as many as possible; RB 409.1.a: the player chooses, seeing their hand.
      // RB 107.6.e: an effect that names an opponent's hand acts on that zone: its controller looks
      // at it (shown to them only, RB 107.6.c) and chooses; the opponent discards (RB 409.1).
      const whose = st.from === 'opponent' ? 1 - p : p;
      const hand = s.zones[Z.hand(whose)].objects;
      if (hand.length === 0) return 'skip';
      if (hand.length <= st.n) {
        let last: ObjId | null = null;
        for (const id of [...hand]) last = discardCard(ctx, whose, id);
        scope.chosen = last;
        return 'skip';
      }
      d.w = { whose };
      if (whose !== p) {
        for (const id of hand) ctx.reveal(id, [p]);
        ctx.log('RB 107.6.e', 'rb.look-hand', { player: p, other: whose });
      }
      ctx.choose({
        player: p,
        kind: 'discard',
        prompt: { key: 'rb.discard-choose', args: { n: st.n } },
        rule: 'RB 409.1.a',
        domain: {
          type: 'pick',
          min: st.n,
          max: st.n,
          options: hand.map((id) => ({
            id: `h${id}`,
            label: { key: 'rb.obj', args: { c: ctx.ref(id) } },
            obj: id,
            value: id,
          })),
        },
      });
      return 1;
    }
    case 'move': {
      // "To another location of your choice": the unit's controller's base or a battlefield (RB 352.3).
      const ids = refs(s, st.what, scope).filter((id) => locationOf(s, id) !== null);
      if (!ids.length) return 'skip';
      // "To a battlefield" offers battlefields only; "to another location" the base too.
      const dests = moveDestinations(s, ids[0], st.to === 'battlefield' ? 'battlefield' : 'any');
      // RB 352.3: a spell's destination was chosen as it was played; if the unit can no longer go
      // there (it is there already), the move cannot be followed and is ignored (RB 356.3.e.6).
      if (scope.dest !== undefined) {
        if (dests.includes(scope.dest)) moveAndFire(ctx, ids, scope.dest);
        return 'skip';
      }
      if (dests.length === 0) return 'skip';
      if (dests.length === 1) {
        moveAndFire(ctx, ids, dests[0]);
        return 'skip';
      }
      d.w = { ids };
      ctx.choose({
        player: p,
        kind: 'destination',
        prompt: { key: 'rb.choose-destination', args: { t: ctx.ref(ids[0]) } },
        rule: 'RB 352.3',
        domain: {
          type: 'pick',
          min: 1,
          max: 1,
          options: dests.map((z) => ({
            id: z,
            label: { key: 'rb.zone', args: { z: place(s, z) } },
            value: z,
          })),
        },
      });
      return 2;
    }
    case 'token': {
      // RB 737.1.d.3: a spell played from Hidden that plays a unit plays it at the battlefield it was
      // hidden at.
      const where = scope.hiddenAt ? [scope.hiddenAt] : ownLocations(s, p);
      if (where.length === 1) {
        makeTokens(ctx, st, p, where[0]);
        return 'skip';
      }
      ctx.choose({
        player: p,
        kind: 'location',
        prompt: { key: 'rb.token-where' },
        rule: 'RB 178.2',
        domain: {
          type: 'pick',
          min: 1,
          max: 1,
          options: where.map((z) => ({
            id: z,
            label: { key: 'rb.zone', args: { z: place(s, z) } },
            value: z,
          })),
        },
      });
      return 3;
    }
    case 'each-player-kills': {
      // RB 352.10.e: each player chooses among what they control, in turn order from the turn player.
      // RB 352.10.f: "you must kill one of your ..." — the controller alone chooses, as it resolves.
      d.w = { k: 0, picked: [] as ObjId[] };
      return askEachKill(ctx, st, d);
    }
    case 'if': {
      const cond = holds(s, characteristics(s), st.cond, scope);
      const list = cond ? 'steps' : 'otherwise';
      if (!st[list] || st[list]!.length === 0) return 'skip';
      ctx.call('rb.exec', { at: sub(d.at, d.pc, list), pc: 0, scope });
      return 5;
    }
    case 'instead': {
      // RB 154.2: the replacing part, when its condition holds (the parts it replaced were skipped).
      if (!holds(s, characteristics(s), st.cond, scope)) return 'skip';
      ctx.call('rb.exec', { at: sub(d.at, d.pc, 'steps'), pc: 0, scope });
      return 5;
    }
    case 'channel':
      ctx.call('rb.exec', { at: sub(d.at, d.pc, 'otherwise'), pc: 0, scope });
      return 5;
    case 'play-self': {
      // RB 406.3, RB 406.3.a, RB 406.3.b: played by an effect; "play me" ignores the card's own cost (RB 353.1.a).
      const src = scope.source;
      if (src === null || !s.objects[src] || !/^p\d:trash$/.test(s.objects[src].zone)) return 'skip';
      // RB 351.3: while a spell or ability resolves, the card is played once it has finished (the
      // resolving item's frame keeps the plays it owes, 326-chain.ts `resolve`).
      for (let i = s.flow.length - 1; i >= 0; i--)
        if (s.flow[i].proc === 'rb.resolve') {
          const owed = (s.flow[i].d.after ??= []) as { p: PlayerId; obj: ObjId; ignore?: string }[];
          owed.push(st.ignore ? { p, obj: src, ignore: st.ignore } : { p, obj: src });
          return 'skip';
        }
      ctx.call('rb.play', { p, obj: src, from: 'trash', ignoreCost: st.ignore ?? true, limited: true });
      return 6;
    }
    case 'play-from-trash': {
      // "Play a <tag> from your trash": the controller chooses one whose cost, less the discount, they
      // can pay (RB 406.3, RB 353.4); with none, the instruction cannot be followed (RB 356.3.e.6).
      const discount = st.discount === 'recycled-might' ? (scope.recycledMight ?? 0) : 0;
      const options = s.zones[Z.trash(p)].objects.filter(
        (id) => def(s.objects[id]).tags.includes(st.tag) && canPay(s, p, playBill(s, p, id, { discount })),
      );
      // RB 406.3.c: with no eligible card nothing happens and resolution continues.
      if (!options.length) return 'skip';
      d.w = { ids: [], k: 0, picked: [], discount };
      ctx.choose({
        player: p,
        kind: 'play-from-trash',
        prompt: { key: 'rb.play-from-trash', args: { n: discount } },
        rule: 'RB 406.3',
        domain: {
          type: 'pick',
          min: 1,
          max: 1,
          options: options.map((id) => ({
            id: `t${id}`,
            label: { key: 'rb.obj', args: { c: ctx.ref(id) } },
            obj: id,
            value: id,
          })),
        },
      });
      return 9;
    }
    case 'code': {
      const card = scope.source === null ? null : (s.objects[scope.source] ?? s.lki[scope.source])?.card;
      const fn = card ? CARD_CODE[card]?.[st.fn] : undefined;
      if (!card || typeof fn !== 'function') return 'skip';
      ctx.call(`rb.code.${card}.${st.fn}`, { scope });
      return 6;
    }
    case 'detach': {
      const cards = st.card !== undefined ? refs(s, st.card, scope) : [];
      const from = st.from !== undefined ? refs(s, st.from, scope) : [];
      const options = [
        ...cards.filter((c) => s.objects[c].linkedTo !== undefined),
        ...from.flatMap((u) => attachedTo(s, u)),
      ];
      if (!options.length) return 'skip';
      if (options.length === 1 && !st.may) {
        detach(ctx, options[0]);
        return 'skip';
      }
      const opts: Option[] = options.map((id) => ({
        id: `a${id}`,
        label: { key: 'rb.obj', args: { c: ctx.ref(id) } },
        obj: id,
        value: id,
      }));
      if (st.may) opts.push({ id: 'no', label: { key: 'rb.no' }, value: null });
      ctx.choose({
        player: p,
        kind: 'detach',
        prompt: { key: 'rb.detach-choose' },
        rule: 'RB 422.1',
        domain: { type: 'pick', min: 1, max: 1, options: opts },
      });
      return 7;
    }
    case 'look-top':
      return 'skip';
    default:
      return 'skip';
  }
}

/** Scratch data of a split Deal (RB 352.14). */
interface SplitWork {
  ids: ObjId[];
  total: number;
  amounts: number[];
  /** Whether the targets were cut down to the damage available (RB 352.14.h). */
  cut: boolean;
}

/**
 * RB 352.14.e: how a split Deal's damage is divided is decided as it resolves, by its controller.
 * RB 352.14.h: with more targets left than damage, the controller first chooses which stay targets
 * (the others stop being targets; RB 352.14.i: their Deflect stays paid). RB 352.14.f, RB 352.14.g:
 * each target then gets a valid amount, a whole number of at least 1, target by target; the last
 * one gets what is left, so all of it is dealt.
 */
function askSplit(ctx: C, d: ExecData): number | 'skip' {
  const w = d.w as SplitWork;
  const p = controllerOf(d.scope);
  const option = (id: ObjId) => ({
    id: `u${id}`,
    label: { key: 'rb.obj', args: { c: ctx.ref(id) } },
    obj: id,
    value: id,
  });
  if (!w.cut && w.ids.length > w.total) {
    ctx.choose({
      player: p,
      kind: 'split-targets',
      prompt: { key: 'rb.split-keep', args: { n: w.total } },
      rule: 'RB 352.14.h',
      domain: { type: 'pick', min: w.total, max: w.total, options: w.ids.map(option) },
    });
    return 10;
  }
  w.cut = true;
  while (w.amounts.length < w.ids.length) {
    const k = w.amounts.length;
    const left = w.total - w.amounts.reduce((a, b) => a + b, 0);
    const after = w.ids.length - k - 1;
    if (after === 0) {
      w.amounts.push(left);
      break;
    }
    const max = left - after;
    if (max === 1) {
      w.amounts.push(1);
      continue;
    }
    ctx.choose({
      player: p,
      kind: 'split-damage',
      prompt: { key: 'rb.split-amount', args: { c: ctx.ref(w.ids[k]), n: left } },
      rule: 'RB 352.14.e',
      domain: {
        type: 'pick',
        min: 1,
        max: 1,
        options: Array.from({ length: max }, (_, i) => ({
          id: `d${i + 1}`,
          label: { key: 'rb.n', args: { n: i + 1 } },
          value: i + 1,
        })),
      },
    });
    return 11;
  }
  ctx.log('RB 352.14.f', 'rb.split', { n: w.total, k: w.ids.length });
  w.ids.forEach((id, i) => {
    dealTo(ctx, d.scope, [id], w.amounts[i], false);
  });
  return 'skip';
}

function askEachKill(ctx: C, st: Extract<Step, { do: 'each-player-kills' }>, d: ExecData): number | 'skip' {
  const s = ctx.state;
  const w = d.w as { k: number; picked: ObjId[] };
  // RB 352.10.f: an instruction only "you" must complete asks its controller alone.
  const count = st.only === 'you' ? 1 : s.players;
  while (w.k < count) {
    const q = st.only === 'you' ? controllerOf(d.scope) : (s.g.tp + w.k) % s.players;
    const own: 'friendly' = 'friendly';
    const scopeQ: Scope = { controller: q, source: d.scope.source, here: d.scope.here };
    const chars = characteristics(s);
    const mine = allPermanents(s).filter((id) => matches(s, chars, { ...st.sel, side: own }, scopeQ, id));
    if (mine.length <= 1) {
      w.picked.push(...mine);
      w.k++;
      continue;
    }
    ctx.choose({
      player: q,
      kind: 'kill-own',
      prompt: { key: 'rb.kill-own' },
      rule: st.only === 'you' ? 'RB 352.10.f' : 'RB 352.10.e',
      domain: {
        type: 'pick',
        min: 1,
        max: 1,
        options: mine.map((id) => ({
          id: `u${id}`,
          label: { key: 'rb.obj', args: { c: ctx.ref(id) } },
          obj: id,
          value: id,
        })),
      },
    });
    return 4;
  }
  if (!w.picked.length) return 'skip';
  ctx.event({
    type: 'kill',
    objs: w.picked,
    rule: 'RB 415.6',
    by: { controller: controllerOf(d.scope), spell: d.scope.spell === true },
  });
  return 8;
}

/** Resume an asynchronous step: 'done', or the step to resume at when it asked or called again. */
function resume(ctx: C, st: Step, d: ExecData, input: unknown, at: number): number | 'done' {
  const s = ctx.state;
  const scope = d.scope;
  const p = controllerOf(scope);
  switch (at) {
    case 1:
      if (st.do === 'discard') {
        let last: ObjId | null = null;
        const whose = (d.w as { whose?: PlayerId } | undefined)?.whose ?? p;
        for (const o of input as Option[]) last = discardCard(ctx, whose, o.value as ObjId);
        scope.chosen = last;
      }
      return 'done';
    case 2: {
      const dest = (input as Option[])[0].value as string;
      moveAndFire(ctx, d.w.ids, dest);
      return 'done';
    }
    case 3:
      makeTokens(ctx, st as Extract<Step, { do: 'token' }>, p, (input as Option[])[0].value as string);
      return 'done';
    case 4: {
      d.w.picked.push((input as Option[])[0].value as ObjId);
      d.w.k++;
      const r = askEachKill(ctx, st as Extract<Step, { do: 'each-player-kills' }>, d);
      return r === 'skip' ? 'done' : r;
    }
    case 5: {
      // A sub-list returned its scope: keep what it chose and killed.
      const sc = input as Scope | undefined;
      if (sc) {
        scope.chosen = sc.chosen ?? scope.chosen;
        scope.killed = sc.killed ?? scope.killed;
      }
      return 'done';
    }
    case 9: {
      const obj = (input as Option[])[0].value as ObjId;
      const discount = (d.w as { discount?: number }).discount ?? 0;
      // RB 351.3: while an ability resolves, the card is played once it has finished.
      for (let i = s.flow.length - 1; i >= 0; i--)
        if (s.flow[i].proc === 'rb.resolve') {
          const owed = (s.flow[i].d.after ??= []) as { p: PlayerId; obj: ObjId; discount?: number }[];
          owed.push({ p, obj, discount });
          return 'done';
        }
      ctx.call('rb.play', { p, obj, from: 'trash', limited: true, discount });
      return 6;
    }
    case 10:
    case 11: {
      const w = d.w as SplitWork;
      const picked = (input as Option[]).map((o) => o.value);
      if (at === 10) {
        // RB 352.14.h: the targets kept, in the order they were chosen as targets.
        w.ids = w.ids.filter((id) => picked.includes(id));
        w.cut = true;
      } else w.amounts.push(picked[0] as number);
      const r = askSplit(ctx, d);
      return r === 'skip' ? 'done' : r;
    }
    case 7: {
      const v = (input as Option[])[0].value as ObjId | null;
      if (v !== null) detach(ctx, v);
      return 'done';
    }
    default:
      void s;
      void baseOwner;
      return 'done';
  }
}

/** Execute a list of steps that needs no answers at once (a replacement's instructions, RB 366). */
export function execNow(ctx: C, at: AbRef, scope: Scope): void {
  const steps = stepList(at);
  steps.forEach((st, i) => {
    if (!doSync(ctx, st, scope, sub(at, i)))
      throw new Error(`riftbound: step ${st.do} needs a decision here`);
  });
}
