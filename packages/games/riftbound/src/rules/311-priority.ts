/**
 * RB 307–313, RB 332–336, RB 341–345: priority and focus on the kernel's response window
 * (`k.window`, policy `rb.priority`), and the discretionary actions a player with priority may
 * take (RB 398.1): play a card, activate an ability, make a Standard Move, hide a card, end the
 * turn.
 *
 * The four states of the turn (RB 310): Neutral or Showdown (RB 308: `g.showdown`), Open or Closed
 * (RB 309: whether the chain — the kernel's stack — holds an item). In the Neutral Open State the
 * turn player holds priority (RB 312.2.a) and the turn procedure asks them directly (314-turn.ts);
 * every other state is this window:
 * - Closed (RB 312.2.c, RB 333.1.c.3): the controller of the newest item gains priority and becomes
 *   the Active Player; passing goes to the next player in turn order (RB 312.2.d, RB 334.1.c,
 *   RB 335.2); when all have passed in a row the newest item resolves (RB 335.1, RB 336.1), and the
 *   controller of the new newest item gains priority (RB 336.4).
 * - Showdown Open (RB 313, RB 344): the player with Focus acts or passes; Focus passes to the next
 *   player in turn order (RB 344.4); when all have passed in a row the showdown ends (RB 344.3.a,
 *   RB 345). When a chain started in the showdown has resolved, Focus passes (RB 343) — except
 *   after the Initial Chain (RB 343.1, RB 442.1.e).
 * A cleanup comes before every round (RB 319.1, RB 319.3, RB 319.4: after the state changes, an item
 * is finalized or leaves the chain).
 *
 * In the rules' words: RB 308.2, RB 309.2, RB 310.1, RB 310.3, RB 310.4: the four states, read by
 * `turnState`; RB 330.1.a, RB 330.1.b, RB 330.2, RB 339, RB 339.1, RB 339.1.a, RB 339.1.b, RB 339.2:
 * what each state allows (346-playing.ts `timingAllows`, `abilityTimingAllows`). RB 312.1,
 * RB 312.1.a, RB 312.1.b: only the player asked by this window (or, Neutral Open, by the turn) may
 * take a discretionary action; RB 312.1.b.1: limited actions are decisions asked whatever the
 * priority. RB 312.2.b: gaining Focus gives priority; RB 312.3: priority moves, it is never shared.
 * RB 313.1, RB 313.1.a, RB 313.2, RB 313.3, RB 313.4, RB 313.5: Focus (`PriorityData.focus`) exists
 * only in a showdown, is kept when its holder passes priority on a chain, and acting needs priority
 * too. RB 325, RB 325.1, RB 325.2: the windows of opportunity are a chain and a showdown.
 * RB 332, RB 332.1, RB 332.2, RB 332.3: the player who created the chain is the first Active Player;
 * it passes with priority. RB 333, RB 333.1.c.1, RB 333.1.c.2: after finalizing, an empty chain means
 * an Open State, pending items are finalized again (the cleanup before every round). RB 334,
 * RB 334.1, RB 334.1.a, RB 334.1.a.1, RB 334.1.a.2, RB 334.1.a.3, RB 334.1.a.4, RB 334.1.a.5,
 * RB 334.1.a.6, RB 334.1.a.7, RB 334.1.b, RB 334.1.b.1, RB 334.1.b.2: the Active Player may play a
 * legally timed card (a Reaction, in a Closed State) or activate an ability, which adds pending items
 * and goes back to finalizing; the first Active Player may add more to the chain they started.
 * RB 334.1.c.1, RB 335: passing goes to the next player in turn order. RB 336, RB 336.2, RB 336.3:
 * after a resolution the chain is empty (Open) or goes on. RB 338.1, RB 344.1, RB 344.1.a, RB 344.2,
 * RB 344.3: in a showdown the player with Focus plays a spell (starting a chain as normal),
 * activates an ability or passes.
 *
 * Whom the window asks is decided from public information only (the kernel's rule): a player is
 * skipped only when nothing they hold could be used — an empty hand, no facedown card and no
 * public object with a usable ability.
 */
import type { Ctx, ObjId, Option, PlayerId, Procedure, WindowPolicy } from '@arbiter/kernel';
import type { Ability } from '../cards/schema.ts';
import { type RbGame, Z } from '../state.ts';
import { place } from '../text/places.ts';
import { data, def, locations, type S } from './105-zones.ts';
import { moveAndFire } from './134-instructions.ts';
import type { TurnState } from './346-playing.ts';
import { abilityTimingAllows } from './346-playing.ts';
import { canPlay, type From } from './350-play.ts';
import { addAbility, canPay, emptyBill } from './354-costs.ts';
import type { AbRef } from './358-abilities.ts';
import { activeAbilities } from './358-abilities.ts';
import { canActivate } from './370-activate.ts';
import { standardMoveDestinations } from './423-movement.ts';
import { hide, hideOptions, playableFromHidden } from './726-keywords.ts';

type C = Ctx<RbGame>;

/** The window's public data: whether it is a showdown's, who has Focus, whether the Initial Chain is on. */
export interface PriorityData {
  showdown: boolean;
  focus: PlayerId | null;
  initial: boolean;
  bf: number | null;
}

/** RB 310: the state of the turn as the timing rules read it, for player `p`. */
export function turnState(s: S, p: PlayerId): TurnState {
  return { showdown: s.g.showdown !== null, closed: (s.stack?.length ?? 0) > 0, ownTurn: s.g.tp === p };
}

/** What an action option stands for (`Option.value`). */
export type ActionValue =
  | { k: 'play'; obj: ObjId; from: From }
  | { k: 'activate'; src: ObjId; at: AbRef }
  | { k: 'move'; to: string }
  | { k: 'hide'; card: ObjId; bf: number }
  | { k: 'end' };

/** The zones whose objects may have abilities a player can activate (RB 372: units, gear, legends). */
function abilityZones(s: S, p: PlayerId): string[] {
  return [...locations(s), Z.legend(p)];
}

/** Abilities a player could activate (Add abilities are used while paying, RB 354.1.a). */
function activatable(ab: Ability): boolean {
  if (ab.kind === 'equip') return true;
  return ab.kind === 'activated' && addAbility(ab) === null;
}

/**
 * RB 398.1: the discretionary actions `p` may take now, besides passing. `neutralOpen`: the turn
 * player's own Neutral Open priority, which adds Standard Moves (RB 143.1) and hiding (RB 737.1.b).
 */
export function actionOptions(ctx: C, p: PlayerId): Option[] {
  const s = ctx.state;
  const t = turnState(s, p);
  const out: Option[] = [];
  const cards: [ObjId, From][] = [];
  for (const id of s.zones[Z.hand(p)].objects) cards.push([id, 'hand']);
  // RB 107.2, RB 107.2.c: the Chosen Champion may be played from the champion zone, as normal.
  for (const id of s.zones[Z.champion(p)].objects) cards.push([id, 'champion']);
  // RB 737.1.b: a hidden card, from the turn after it was hidden, with Reaction.
  s.g.battlefields.forEach((_b, i) => {
    for (const id of s.zones[Z.facedown(i)].objects)
      if (s.objects[id].controller === p && playableFromHidden(s, id)) cards.push([id, 'facedown']);
  });
  // RB 406, RB 406.1, RB 406.2, RB 406.2.a: playing a card is a discretionary action, offered while
  // its costs can be paid (canPlay).
  for (const [id, from] of cards) {
    if (!canPlay(s, p, id, t, from)) continue;
    out.push({
      id: `play${id}`,
      label: { key: 'rb.play-card', args: { c: ctx.ref(id) } },
      obj: id,
      value: { k: 'play', obj: id, from } satisfies ActionValue,
    });
  }
  // RB 370–374: activated abilities of what the player controls.
  for (const z of abilityZones(s, p))
    for (const id of s.zones[z].objects) {
      const o = s.objects[id];
      if (o.controller !== p) continue;
      for (const { ref, ab } of activeAbilities(s, id)) {
        if (!activatable(ab)) continue;
        if (!canActivate(s, p, id, ref, t)) continue;
        out.push({
          id: `act${id}.${ref.path.join('.')}`,
          label: { key: 'rb.activate', args: { c: ctx.ref(id), n: Number(ref.path[1]) + 1 } },
          obj: id,
          value: { k: 'activate', src: id, at: ref } satisfies ActionValue,
        });
      }
    }
  // RB 397: a player acts on their own turn unless prompted. RB 398, RB 398.1, RB 398.1.a: the
  // discretionary actions (Standard Move, Hide) only in a Neutral Open State of one's turn;
  // RB 398.1.b: as many as the player likes (offered again each time); RB 398.1.b.1: when their
  // conditions hold (a ready unit; a Hidden card and a battlefield one controls); RB 398.1.b.2: when
  // their cost can be paid (Hide's [A]).
  const neutralOpen = !t.closed && !t.showdown && t.ownTurn && s.g.phase === 'action';
  if (neutralOpen) {
    // RB 143: Standard Moves — one option per destination; the units are chosen next. RB 185.3.a:
    // only a unit's controller decides about its Standard Move (its inherent ability).
    const dests = new Set<string>();
    for (const z of locations(s))
      for (const id of s.zones[z].objects) {
        const o = s.objects[id];
        if (o.controller !== p || def(o).type !== 'unit' || data(o).exhausted) continue;
        for (const d of standardMoveDestinations(s, id)) dests.add(d);
      }
    for (const to of [...dests].sort())
      out.push({
        id: `move-${to}`,
        label: { key: 'rb.move-to', args: { z: place(s, to) } },
        value: { k: 'move', to } satisfies ActionValue,
      });
    // RB 737.1.b: hide a card with Hidden for [A].
    const hideBill = emptyBill();
    hideBill.owed.power.push('any');
    if (canPay(s, p, hideBill))
      for (const h of hideOptions(s, p, true))
        out.push({
          id: `hide${h.card}-${h.battlefield}`,
          label: { key: 'rb.hide-at', args: { c: ctx.ref(h.card), z: place(s, Z.at(h.battlefield)) } },
          obj: h.card,
          value: { k: 'hide', card: h.card, bf: h.battlefield } satisfies ActionValue,
        });
  }
  return out;
}

/** Units of `p` that may make a Standard Move to `to` (RB 143.2: ready ones). */
export function moversTo(s: S, p: PlayerId, to: string): ObjId[] {
  const out: ObjId[] = [];
  for (const z of locations(s))
    for (const id of s.zones[z].objects) {
      const o = s.objects[id];
      if (o.controller !== p || def(o).type !== 'unit' || data(o).exhausted) continue;
      if (standardMoveDestinations(s, id).includes(to)) out.push(id);
    }
  return out;
}

/**
 * `rb.act` — perform one discretionary action. d: { p, value }. Returns true when it was taken,
 * false when it was cancelled before anything changed (RB 355.3), 'end' for ending the turn.
 */
export const act: Procedure<RbGame> = (ctx, f, input) => {
  const d = f.d as { p: PlayerId; value: ActionValue };
  const v = d.value;
  const s = ctx.state;
  switch (f.step) {
    case 0:
      switch (v.k) {
        case 'end':
          ctx.done('end');
          return;
        case 'play':
          f.step = 9;
          ctx.call('rb.play', { p: d.p, obj: v.obj, from: v.from });
          return;
        case 'activate':
          f.step = 9;
          ctx.call('rb.activate', { p: d.p, src: v.src, at: v.at });
          return;
        case 'move': {
          // RB 143.3: any number of ready units move together to one destination.
          const units = moversTo(s, d.p, v.to);
          if (units.length === 0) {
            ctx.done(false);
            return;
          }
          f.step = 1;
          ctx.choose({
            player: d.p,
            kind: 'move-units',
            prompt: { key: 'rb.move-which', args: { z: place(s, v.to) } },
            rule: 'RB 143.3',
            domain: {
              type: 'pick',
              min: 1,
              max: units.length,
              options: units.map((id) => ({
                id: `u${id}`,
                label: { key: 'rb.obj', args: { c: ctx.ref(id) } },
                obj: id,
                value: id,
              })),
            },
          });
          return;
        }
        case 'hide': {
          const bill = emptyBill();
          bill.owed.power.push('any');
          f.step = 2;
          ctx.call('rb.pay', { p: d.p, bill });
          return;
        }
      }
      return;
    case 1: {
      // RB 143.2, RB 143.3.c: exhausting every moving unit is the cost, paid together; then the move.
      const ids = (input as Option[]).map((o) => o.value as ObjId);
      for (const id of ids) ctx.setData(id, 'exhausted', true);
      ctx.log('RB 143', 'rb.standard-move', {
        player: d.p,
        n: ids.length,
        z: place(s, (v as { to: string }).to),
      });
      moveAndFire(ctx, ids, (v as { to: string }).to, 'RB 143');
      ctx.done(true);
      return;
    }
    case 2: {
      const h = v as { card: ObjId; bf: number };
      hide(ctx, d.p, h.card, h.bf);
      ctx.done(true);
      return;
    }
    case 9:
      ctx.done(input);
      return;
  }
};

/** The next player in turn order (RB 303.2.a). */
function next(pub: { players: number }, p: PlayerId): PlayerId {
  return (p + 1) % pub.players;
}

/**
 * Public-only: could `actor` hold anything usable now? A card in hand or in the champion zone, a
 * facedown card they control, or an object of theirs on the board with an activated ability.
 */
function mayHaveAction(
  pub: Parameters<NonNullable<WindowPolicy<RbGame>['mayAct']>>[0],
  actor: PlayerId,
): boolean {
  if (pub.zoneSize(Z.hand(actor)) > 0 || pub.zoneSize(Z.champion(actor)) > 0) return true;
  const bfs = pub.game('battlefields');
  // A facedown card (RB 737.6: it has Reaction) — its controller is known, but a spectator's view
  // of it is anonymous, so any facedown card counts.
  for (let i = 0; i < bfs.length; i++) if (pub.zoneSize(Z.facedown(i)) > 0) return true;
  const closed = pub.stackSize() > 0;
  const showdown = pub.game('showdown') !== null;
  const zones = [Z.base(0), Z.base(1), Z.legend(actor), ...bfs.map((b) => b.zone)];
  for (const z of zones) {
    const n = pub.zoneSize(z);
    for (let k = 0; k < n; k++) {
      const o = pub.objectAt(z, k);
      if (!o || o.controller !== actor || !o.card) continue;
      for (const ab of def(o as never).abilities) {
        if (ab.kind === 'equip') {
          // RB 744.1.c.5: an Equip ability's own text may change its timing.
          if (abilityTimingAllows(ab.timing, { closed, showdown, ownTurn: pub.game('tp') === actor }))
            return true;
          continue;
        }
        if (!activatable(ab)) continue;
        const timing = (ab as { timing?: 'action' | 'reaction' }).timing;
        if (abilityTimingAllows(timing, { closed, showdown, ownTurn: pub.game('tp') === actor })) return true;
      }
      // Effect text of attached Equipment joins the unit's abilities.
      if ((o.linked ?? []).length) return true;
    }
  }
  return false;
}

/** `rb.priority`: priority in Closed States and Focus in showdowns (see the file comment). */
export const PRIORITY: WindowPolicy<RbGame, PriorityData> = {
  kind: 'priority',
  rule: 'RB 312.2',
  prompt: (pub, w, actor) => {
    // RB 344.4: in an open showdown, Focus has passed to the player now asked.
    if (w.data.showdown && pub.stackSize() === 0) w.data.focus = actor;
    return {
      key: pub.stackSize() > 0 ? 'rb.priority' : 'rb.focus',
      args: { player: actor, showdown: w.data.showdown ? 1 : 0 },
    };
  },
  // RB 318–322: a cleanup before anyone receives priority or focus.
  settle: () => ({}),
  round: (pub, w, actors) => {
    let start: PlayerId;
    if (pub.stackSize() > 0) start = pub.stackTopController() ?? pub.game('tp');
    else {
      // RB 342.1.b: no Initial Chain — the showdown goes on open.
      w.data.initial = false;
      start = w.data.focus ?? pub.game('tp');
    }
    for (let i = 0; i < pub.players; i++) actors.push((start + i) % pub.players);
  },
  mayAct: (pub, _w, actor) => mayHaveAction(pub, actor),
  options: (ctx, _w, actor) => actionOptions(ctx, actor),
  beforeRound: (ctx, w) => {
    // RB 442.1.b.1: the Initial Chain's triggers are on the chain now; later ones go in turn order.
    if (ctx.g.initial) ctx.g.initial = false;
    // The game's record of Focus follows the window's (views show both).
    if (ctx.g.showdown && w.data.focus !== null) ctx.g.showdown.focus = w.data.focus;
  },
  act: (ctx, w, actor, option) => {
    // RB 344.4: a player who acts in an open showdown does so with Focus.
    if (w.data.showdown && (ctx.state.stack?.length ?? 0) === 0) {
      w.data.focus = actor;
      if (ctx.g.showdown) ctx.g.showdown.focus = actor;
    }
    ctx.call('rb.act', { p: actor, value: option.value });
  },
  afterAction: (pub, w, actor, result) => {
    if (result === false) return 'retry';
    // RB 333.1.c.3: the controller of the newest item gains priority (round() starts there).
    if (!w.data.showdown && pub.stackSize() === 0) return 'close';
    return actor;
  },
  afterResolve: (pub, w) => {
    if (pub.stackSize() > w.base) return pub.stackTopController() ?? pub.game('tp');
    if (!w.data.showdown) return 'close';
    const focus = w.data.focus ?? pub.game('tp');
    if (w.data.initial) {
      // RB 343.1, RB 442.1.e: Focus does not pass after the Initial Chain.
      w.data.initial = false;
      return focus;
    }
    // RB 343: Focus passes to the next player, who gains priority too.
    w.data.focus = next(pub, focus);
    return w.data.focus;
  },
};
