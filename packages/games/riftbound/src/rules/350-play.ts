/**
 * RB 346–356, RB 406: playing a card, as the procedure `rb.play`. RB 347, RB 347.1: a card is
 * played when the whole process is done; RB 348, RB 348.1, RB 348.2: a permanent becomes a game
 * object, a spell executes and goes to the trash; RB 349, RB 349.1, RB 349.2: it is Pending, then
 * Finalized.
 *
 * The steps, in the rulebook's order: the player's choices (RB 352: optional costs they mean to pay,
 * modes, targets, where a unit goes) are made first and kept in the procedure's data; then the card
 * goes onto the chain as a Pending Item (RB 351, RB 351.1: the state closes; RB 351.2), its total cost
 * is worked out (RB 353) and paid (RB 354), its legality is known (RB 355: every choice offered was
 * legal, RB 352.16, RB 354.3), and it is finalized (RB 356). A choice that turns out to have no legal
 * continuation cancels the play before anything changed (RB 355.3).
 *
 * RB 152, RB 185.1, RB 185.2, RB 185.3: the player who plays the card is its controller — the chain
 * item's and, for a permanent, the object's; RB 185.2.a, RB 185.2.c, RB 185.3.c: every question of
 * this procedure (modes, targets, location, optional costs, payment) is asked of that player;
 * RB 185.3.b, RB 185.3.d: its own abilities, "when played" ones included, are controlled by them
 * too (375-triggers.ts). RB 352.15: the choices are kept in the procedure's data and on the chain
 * item and never asked again. RB 355.1: every target was chosen among the legal ones
 * (352-choices.ts `targetChoices`), so the check of RB 355 holds by construction. RB 356.3.c: a
 * finalized spell waits on the chain while the players get priority (311-priority.ts).
 */
import { type Ctx, cloneJson, type ObjId, type Option, type PlayerId, type Procedure } from '@arbiter/kernel';
import { card as cardDef } from '../cards/registry.ts';
import type { CardDef, Step, TargetSlot } from '../cards/schema.ts';
import { battlefieldIndex, type RbGame, Z } from '../state.ts';
import { place } from '../text/places.ts';
import { data, def, type S } from './105-zones.ts';
import { contest } from './165-battlefields.ts';
import { asTargets, type ItemData, playedCard, type Run } from './326-chain.ts';
import { entersReady, playLocations, type TurnState, timingAllows, totalCost } from './346-playing.ts';
import {
  chosenMove,
  moveDestinations,
  slotCount,
  slotsFillable,
  targetBill,
  targetChoices,
} from './352-choices.ts';
import { type Bill, canPay, emptyBill } from './354-costs.ts';
import type { AbRef } from './358-abilities.ts';
import { fire, fireChosen } from './375-triggers.ts';
import type { Scope } from './vocabulary.ts';

type C = Ctx<RbGame>;

/** Where a card is played from. */
export type From = 'hand' | 'champion' | 'facedown' | 'trash';

/** RB 737.1.d: the battlefield a facedown card is hidden at, or undefined. */
export function hiddenAtOf(s: S, obj: ObjId): string | undefined {
  const m = /^bf(\d+):facedown$/.exec(s.objects[obj]?.zone ?? '');
  return m ? Z.at(Number(m[1])) : undefined;
}

/** The spell's executable parts: its spell ability, or each mode of a modal spell. */
function spellExecs(d: CardDef): AbRef[][] {
  const out: AbRef[][] = [];
  d.abilities.forEach((ab, i) => {
    if (ab.kind === 'spell') out.push([{ card: d.id, path: ['abilities', i] }]);
    if (ab.kind === 'modal-spell')
      out.push(ab.modes.map((_m, k) => ({ card: d.id, path: ['abilities', i, 'modes', k] })));
  });
  return out;
}

function nodeOf(ref: AbRef): { targets?: TargetSlot[]; steps?: Step[] } {
  let v: unknown = cardDef(ref.card);
  for (const k of ref.path) v = (v as Record<string | number, unknown>)[k];
  return v as { targets?: TargetSlot[]; steps?: Step[] };
}

function slotsAt(ref: AbRef): TargetSlot[] {
  return nodeOf(ref).targets ?? [];
}

/**
 * The scope a card's choices are read in: "you" is the player; a hidden card's battlefield (RB 737.1.d).
 * RB 737.1.c.3: a card played from facedown is played like any other, opening a chain. RB 737.2: only
 * its choices read `hiddenAt`; its other instructions work as usual.
 */
function playScope(s: S, p: PlayerId, obj: ObjId): Scope {
  const hiddenAt = hiddenAtOf(s, obj);
  const sc: Scope = { controller: p, source: obj, here: hiddenAt ?? null, spell: true };
  if (hiddenAt) sc.hiddenAt = hiddenAt;
  return sc;
}

/** The bill for playing a card with the given choices (RB 353), Deflect of chosen targets included. */
export function playBill(
  s: S,
  p: PlayerId,
  obj: ObjId,
  ch: {
    accelerate?: boolean;
    optional?: boolean;
    repeats?: number;
    ignoreCost?: boolean | 'energy' | 'power';
    discount?: number;
    targets?: ObjId[];
  },
): Bill {
  const d = def(s.objects[obj]);
  const fromHidden = hiddenAtOf(s, obj) !== undefined;
  const { owed, extra } = totalCost(s, p, obj, {
    accelerate: ch.accelerate,
    optionalPaid: ch.optional,
    repeats: ch.repeats,
    ignoreCost: ch.ignoreCost,
    discount: ch.discount,
    fromHidden,
  });
  const bill = emptyBill(d.type === 'spell');
  bill.owed = owed;
  bill.exclude.push(obj);
  // Non-resource additional costs (Resource parts are already in `owed`).
  for (const c of extra) {
    const rest = { ...c };
    delete rest.energy;
    delete rest.power;
    if (Object.keys(rest).length) bill.others.push(rest);
  }
  return targetBill(s, p, ch.targets ?? [], bill);
}

/**
 * RB 406.2.a: whether `p` may play this card now: legally timed (RB 310.1.a, RB 155.2, RB 732, RB 739,
 * RB 737.6), with somewhere to go (RB 352.2), targets for every required slot (RB 352.7) and a cost
 * they can pay with the cheapest choices (RB 354).
 */
export function canPlay(s: S, p: PlayerId, obj: ObjId, t: TurnState, from: From): boolean {
  const o = s.objects[obj];
  if (!o) return false;
  const d = def(o);
  if (d.type !== 'unit' && d.type !== 'spell' && d.type !== 'gear') return false;
  if (from !== 'trash' && !timingAllows(d, t, from === 'facedown')) return false;
  const scope = playScope(s, p, obj);
  const base = playBill(s, p, obj, {});
  if (d.type === 'spell') {
    const execs = spellExecs(d);
    if (!execs.length) return false;
    const ok = execs.every((modes) => modes.some((m) => slotsFillable(s, p, slotsAt(m), scope, base)));
    if (!ok) return false;
  } else if (playLocations(s, p, o.card, hiddenAtOf(s, obj)).length === 0) return false;
  if (canPay(s, p, base)) return true;
  // RB 353.2.b.1, RB 354: an optional additional cost that makes the card cheaper (Brazen
  // Buccaneer's discard) is one of the choices a player may make to afford it.
  const cheaper = d.abilities.some((ab) => ab.kind === 'additional-cost' && ab.optional && ab.discount);
  return cheaper && canPay(s, p, playBill(s, p, obj, { optional: true }));
}

/** Frame data of `rb.play`. */
interface PlayData {
  p: PlayerId;
  obj: ObjId;
  from: From;
  ignoreCost?: boolean | 'energy' | 'power';
  /** An Energy discount an effect gives this play (RB 353.4). */
  discount?: number;
  /** Played by an effect (RB 406.3): no timing check, and it needs no priority. */
  limited?: boolean;
  accelerate?: boolean;
  optional?: boolean;
  repeats?: number;
  /** The runs chosen so far (RB 746.2: a Repeat's choices are made now too). */
  runs?: Run[];
  run?: number;
  slot?: number;
  cur?: ObjId[];
  location?: string;
  item?: number;
}

function yesNo(ctx: C, p: PlayerId, kind: string, key: string, rule: string, obj: ObjId): void {
  ctx.choose({
    player: p,
    kind,
    prompt: { key, args: { c: ctx.ref(obj) } },
    rule,
    domain: {
      type: 'pick',
      min: 1,
      max: 1,
      options: [
        { id: 'yes', label: { key: 'rb.yes' }, value: true },
        { id: 'no', label: { key: 'rb.no' }, value: false },
      ],
    },
  });
}

function chosenTargets(d: PlayData): ObjId[] {
  const out: ObjId[] = [];
  for (const r of d.runs ?? []) for (const slot of r.targets) out.push(...slot);
  if (d.cur) out.push(...d.cur);
  return out;
}

/**
 * `rb.play` — d: { p, obj, from, ignoreCost?, limited? }. Returns true when the card was played
 * (for a spell: put on the chain), false when the play was cancelled before anything changed.
 */
export const play: Procedure<RbGame> = (ctx, f, input) => {
  const s = ctx.state;
  const d = f.d as PlayData;
  const o = s.objects[d.obj];
  if (!o) {
    ctx.done(false);
    return;
  }
  const c = def(o);
  const bill = (extra: Partial<Parameters<typeof playBill>[3]> = {}) =>
    playBill(s, d.p, d.obj, {
      accelerate: d.accelerate,
      optional: d.optional,
      repeats: d.repeats,
      ignoreCost: d.ignoreCost,
      discount: d.discount,
      targets: chosenTargets(d),
      ...extra,
    });
  for (;;) {
    switch (f.step) {
      case 0: {
        // RB 731.2, RB 352: Accelerate is an optional additional cost, decided now.
        f.step = 1;
        if (
          c.type === 'unit' &&
          (c.keywords.accelerate ?? 0) > 0 &&
          canPay(s, d.p, bill({ accelerate: true }))
        ) {
          yesNo(ctx, d.p, 'accelerate', 'rb.ask-accelerate', 'RB 731.1.a', d.obj);
          return;
        }
        continue;
      }
      case 1: {
        if (input !== undefined) d.accelerate = (input as Option[])[0].value as boolean;
        input = undefined;
        // RB 353.2.b, RB 353.2.b.1: an optional additional cost is decided in RB 352.
        f.step = 2;
        const opt = c.abilities.find((a) => a.kind === 'additional-cost' && a.optional);
        if (opt && canPay(s, d.p, bill({ optional: true }))) {
          yesNo(ctx, d.p, 'optional-cost', 'rb.ask-optional', 'RB 353.2.b.1', d.obj);
          return;
        }
        continue;
      }
      case 2: {
        if (input !== undefined) d.optional = (input as Option[])[0].value as boolean;
        input = undefined;
        // RB 746.1.c.1, RB 746.1.c.2, RB 746.1.c.3: each Repeat cost paid or not, each once.
        // RB 746.3: several instances are asked and paid separately, each adding a run.
        d.repeats ??= 0;
        f.step = 3;
        continue;
      }
      case 3: {
        if (input !== undefined) {
          if ((input as Option[])[0].value as boolean) d.repeats!++;
          else d.repeats = -(d.repeats! + 1);
          input = undefined;
        }
        const r = d.repeats!;
        if (r < 0 || r >= (c.repeat?.length ?? 0) || !canPay(s, d.p, bill({ repeats: r + 1 }))) {
          if (r < 0) d.repeats = -r - 1;
          f.step = 4;
          continue;
        }
        yesNo(ctx, d.p, 'repeat', 'rb.ask-repeat', 'RB 746.1.c.1', d.obj);
        return;
      }
      case 4: {
        // RB 352.1, RB 352.4: a spell's choices — for each run (RB 746.2), a mode then targets.
        d.runs = [];
        d.run = 0;
        f.step = c.type === 'spell' ? 5 : 8;
        continue;
      }
      case 5: {
        const runsWanted = 1 + (d.repeats ?? 0);
        if (d.run! >= runsWanted) {
          f.step = 8;
          continue;
        }
        const execs = spellExecs(c)[0];
        const scope = playScope(s, d.p, d.obj);
        const fillable = execs.filter((m) => slotsFillable(s, d.p, slotsAt(m), scope, bill()));
        if (fillable.length === 0) {
          ctx.log('RB 355.3', 'rb.play-cancelled', { c: ctx.ref(d.obj) });
          ctx.done(false);
          return;
        }
        if (fillable.length === 1) {
          input = [{ id: 'm', label: { key: 'rb.mode' }, value: fillable[0] }];
        } else {
          f.step = 6;
          ctx.choose({
            player: d.p,
            kind: 'mode',
            prompt: { key: 'rb.choose-mode', args: { c: ctx.ref(d.obj) } },
            rule: 'RB 352.1',
            domain: {
              type: 'pick',
              min: 1,
              max: 1,
              options: fillable.map((m) => ({
                id: `m${m.path.at(-1)}`,
                label: { key: `rb.mode.${c.id}.${m.path.at(-1)}` },
                value: m,
              })),
            },
          });
          return;
        }
        f.step = 6;
        continue;
      }
      case 6: {
        const at = (input as Option[])[0].value as AbRef;
        input = undefined;
        d.runs!.push({ at, targets: [] });
        d.slot = 0;
        d.cur = [];
        f.step = 7;
        continue;
      }
      case 7: {
        // RB 352.6–352.13: the targets of the current run, one object at a time.
        const run = d.runs![d.runs!.length - 1];
        if (input !== undefined) {
          const pick = (input as Option[])[0];
          input = undefined;
          if (pick.id === 'done') {
            run.targets.push(d.cur!);
            d.cur = [];
            d.slot!++;
          } else d.cur!.push(pick.value as ObjId);
        }
        const slots = slotsAt(run.at);
        if (d.slot! >= slots.length) {
          f.step = 11;
          continue;
        }
        const slot = slots[d.slot!];
        const scope = playScope(s, d.p, d.obj);
        const n = slotCount(s, d.p, nodeOf(run.at), d.slot!, scope);
        // Affordable with everything chosen so far (RB 354.3): earlier runs' targets are in the base.
        const base = bill({ targets: d.runs!.slice(0, -1).flatMap((r) => r.targets.flat()) });
        const legal = targetChoices(s, d.p, slot, scope, run.targets, d.cur!, base);
        const canStop = slot.upTo || slot.optional || legal.length === 0;
        if (d.cur!.length >= n || (canStop && legal.length === 0)) {
          if (d.cur!.length < n && !slot.upTo && !slot.optional) {
            ctx.log('RB 355.3', 'rb.play-cancelled', { c: ctx.ref(d.obj) });
            ctx.done(false);
            return;
          }
          run.targets.push(d.cur!);
          d.cur = [];
          d.slot!++;
          continue;
        }
        const options: Option[] = legal.map((id) => ({
          id: `t${id}`,
          label: { key: 'rb.obj', args: { c: ctx.ref(id) } },
          obj: id,
          value: id,
        }));
        if (slot.upTo || slot.optional) options.push({ id: 'done', label: { key: 'rb.done' } });
        if (options.length === 1 && !(slot.upTo || slot.optional)) {
          input = [options[0]];
          continue;
        }
        ctx.choose({
          player: d.p,
          kind: 'target',
          prompt: { key: 'rb.choose-target', args: { c: ctx.ref(d.obj) } },
          rule: 'RB 352.6',
          domain: { type: 'pick', min: 1, max: 1, options },
        });
        return;
      }
      case 11: {
        // RB 352.3: the destination of the run's move, chosen now ("another location of your
        // choice"); with one place to go it is not asked.
        const run = d.runs![d.runs!.length - 1];
        if (input !== undefined) {
          run.dest = (input as Option[])[0].value as string;
          input = undefined;
        } else {
          const mv = chosenMove(nodeOf(run.at).steps ?? []);
          const unit = mv ? run.targets[mv.what]?.[0] : undefined;
          const dests = mv && unit !== undefined ? moveDestinations(s, unit, mv.to) : [];
          if (dests.length > 1) {
            ctx.choose({
              player: d.p,
              kind: 'destination',
              prompt: { key: 'rb.choose-destination', args: { t: ctx.ref(unit!) } },
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
            return;
          }
          if (dests.length === 1) run.dest = dests[0];
        }
        d.run!++;
        f.step = 5;
        continue;
      }
      case 8: {
        // RB 352.2: a unit's location (RB 737.1.d.1: a hidden unit's battlefield).
        f.step = 9;
        if (c.type === 'unit') {
          // RB 352.16: a battlefield is not offered when paying the costs would lose it (Cruel
          // Patron's "kill a friendly unit" with the player's last unit there, RB 354.3).
          const locs = playLocations(s, d.p, o.card, hiddenAtOf(s, d.obj)).filter(
            (z) => battlefieldIndex(z) < 0 || canPay(s, d.p, { ...bill(), keepAt: z }),
          );
          if (locs.length === 0) {
            ctx.log('RB 355.3', 'rb.play-cancelled', { c: ctx.ref(d.obj) });
            ctx.done(false);
            return;
          }
          if (locs.length === 1) {
            d.location = locs[0];
            continue;
          }
          ctx.choose({
            player: d.p,
            kind: 'location',
            prompt: { key: 'rb.choose-location', args: { c: ctx.ref(d.obj) } },
            rule: 'RB 352.2',
            domain: {
              type: 'pick',
              min: 1,
              max: 1,
              options: locs.map((z) => ({
                id: z,
                label: { key: 'rb.zone', args: { z: place(s, z) } },
                value: z,
              })),
            },
          });
          return;
        }
        d.location = Z.base(d.p);
        continue;
      }
      case 9: {
        if (input !== undefined && c.type === 'unit') d.location = (input as Option[])[0].value as string;
        input = undefined;
        const b = bill();
        if (!canPay(s, d.p, b)) {
          ctx.log('RB 355.3', 'rb.play-cancelled', { c: ctx.ref(d.obj) });
          ctx.done(false);
          return;
        }
        // RB 351: the card goes onto the chain as a Pending Item (RB 351.1: the state closes).
        const scope = playScope(s, d.p, d.obj);
        scope.playedBefore = s.g.record[d.p].played;
        if (d.optional) scope.paidOptional = true;
        // RB 129.4: played face up — a facedown card is turned up as it moves to the (public) chain.
        const onChain = ctx.move(d.obj, Z.chain, { controller: d.p });
        scope.source = onChain.id;
        const itemData: ItemData = {
          kind: c.type === 'spell' ? 'spell' : 'permanent',
          runs: cloneJson(d.runs ?? []), // the item's own copy: this frame keeps `d.runs`
          scope,
        };
        const it = ctx.push({
          controller: d.p,
          source: onChain.id,
          ability: c.id,
          targets: asTargets(d.runs ?? []),
          status: 'pending',
          data: itemData,
        });
        d.item = it.id;
        d.obj = onChain.id;
        ctx.log('RB 351', 'rb.plays', { player: d.p, c: ctx.ref(onChain.id) });
        // RB 353, RB 354: the total cost, paid.
        b.exclude = [onChain.id];
        // RB 354.3: a cost may not lose the player the battlefield the unit goes to.
        if (d.location && battlefieldIndex(d.location) >= 0) b.keepAt = d.location;
        f.step = 10;
        ctx.call('rb.pay', { p: d.p, bill: b });
        return;
      }
      case 10: {
        // RB 356.1: finalized.
        const it = (s.stack ?? []).find((x) => x.id === d.item);
        if (!it) {
          ctx.done(false);
          return;
        }
        ctx.finalize(it.id);
        // RB 352.14.d: each object chosen as a target may trigger "when I'm chosen".
        fireChosen(ctx, it);
        if (c.type === 'spell') {
          // RB 356.3, RB 356.3.a: the spell lingers on the chain as a Finalized Item. RB 356.3.b: items
          // its play left pending (a trigger of a unit killed to pay its cost) are finalized next, above
          // it, by their controllers, before anyone has priority (the settle loop, RB 322.12).
          ctx.log('RB 356.3', 'rb.on-chain', { c: ctx.ref(d.obj) });
          ctx.done(true);
          return;
        }
        // RB 356.2, RB 333.1.c: a permanent leaves the chain and enters the board at once.
        ctx.removeItem(it.id);
        enterBoard(ctx, d, c, (it.data as ItemData).scope);
        ctx.done(true);
        return;
      }
    }
  }
};

/**
 * RB 356.2, RB 356.2.a, RB 356.2.b: a permanent becomes a game object and its passive abilities are
 * active. RB 356.2.c, RB 142.4: a unit enters exhausted at its location, unless it enters ready
 * (RB 731.6: Accelerate; "enter ready" effects); RB 356.2.d, RB 147.1: gear enters ready at the base.
 * RB 376.4.a.2: its play effects then go on the chain.
 */
function enterBoard(ctx: C, d: PlayData, c: CardDef, scope: Scope): void {
  const s = ctx.state;
  const zone = c.type === 'gear' ? Z.base(d.p) : d.location!;
  const readyIt = c.type === 'gear' || entersReady(s, d.p, c.id, d.accelerate === true);
  const moved = ctx.move(d.obj, zone, { controller: d.p, data: readyIt ? {} : { exhausted: true } });
  ctx.log(c.type === 'unit' ? 'RB 356.2.c' : 'RB 356.2.d', 'rb.enters', {
    p: d.p,
    c: ctx.ref(moved.id),
    z: place(s, zone),
  });
  // A unit played to a battlefield its controller does not control contests it (RB 184.3.a.1).
  if (battlefieldIndex(zone) >= 0) contest(ctx, zone, d.p);
  if (c.type === 'gear' && !data(moved).token) s.g.record[d.p].gearPlayed++;
  // The play trigger reads how many cards were played before this one (RB 738.1.c.1).
  fire(ctx, {
    type: 'play',
    obj: moved.id,
    player: d.p,
    playedBefore: scope.playedBefore,
    ...(scope.hiddenAt ? { hiddenAt: scope.hiddenAt } : {}),
  });
  playedCard(ctx, d.p, c.id, false);
}
