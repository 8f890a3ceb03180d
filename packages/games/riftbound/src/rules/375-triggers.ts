/**
 * RB 375–385: triggered abilities. When something happens the game calls `fire(event)`; every
 * active triggered ability whose condition matches (RB 376.1, RB 376.2: a condition and an effect;
 * RB 376.2.c: evaluated after the event) is queued with the kernel (`ctx.queueTrigger`). The kernel's
 * settle loop then orders the queued triggers by the TriggerPolicy below and hands each to
 * `rb.place`, which adds it to the chain as a Pending Item (RB 376.3, RB 389.1); cleanup step 8
 * finalizes it (RB 322.12, 326-chain.ts). A queued trigger is thus a pending chain item.
 * RB 389.2: one that triggers while a spell or ability resolves stays queued until that resolution
 * is done: the settle loop runs between chain items, not inside one.
 *
 * RB 377.1, RB 377.2: abilities of permanents trigger while on the board; RB 378, RB 378.1, RB 378.2:
 * abilities that say so trigger from the trash (`from: 'trash'`). RB 376.2.c.1: a card that reaches
 * its zone as the event happens sees it (Immortal Phoenix killed by the spell it reacts to);
 * RB 376.2.c.2: one that leaves its zone in the same event does not (a unit dying with others does not
 * see their deaths: the dying are looked at in the trash, where board abilities are inactive).
 */
import type {
  Ctx,
  ObjId,
  PlayerId,
  Procedure,
  QueuedTrigger,
  SettlePolicy,
  StackItem,
  TriggerPolicy,
} from '@arbiter/kernel';
import { CARDS } from '../cards/registry.ts';
import type { Ability, Keyword } from '../cards/schema.ts';
import { type RbGame, Z } from '../state.ts';
import { allPermanents, data, def, locationOf, type S } from './105-zones.ts';
import { type AbRef, abilityArgs, activeAbilities, KEYWORD_CARD, refKey } from './358-abilities.ts';
import { characteristics } from './450-layers.ts';
import { alone, holds, isMighty, type Scope } from './vocabulary.ts';

type C = Ctx<RbGame>;

/** Something that happened, as triggered abilities read it (RB 376.4: play, conquer, hold, attack, defend). */
export type RbEvent =
  /** RB 376.4.a: a permanent was played (its own "when you play me"). */
  | { type: 'play'; obj: ObjId; player: PlayerId; playedBefore?: number; hiddenAt?: string }
  /** RB 406.4: a player finished playing a card. */
  | { type: 'play-card'; player: PlayerId; card: string; spell: boolean }
  /** RB 376.4.d, RB 376.4.e: a unit gained the Attacker / Defender designation (or, with no unit, the player did). */
  | { type: 'attack' | 'defend'; obj: ObjId | null; player: PlayerId; bf: number }
  /** RB 376.4.b, RB 376.4.c: a player conquered / held a battlefield with these units there. */
  | { type: 'conquer' | 'hold'; player: PlayerId; bf: number; units: ObjId[]; wasUncontrolled: boolean }
  /** A unit died (its last known id), or a permanent was killed. */
  | { type: 'die' | 'killed'; obj: ObjId; player: PlayerId; zone: string; might: number }
  | { type: 'move' | 'move-to-battlefield'; obj: ObjId; player: PlayerId; to: string }
  | { type: 'beginning-phase' | 'turn-end'; player: PlayerId }
  | { type: 'discarded'; obj: ObjId; player: PlayerId }
  | { type: 'kill-with-spell'; player: PlayerId }
  | { type: 'buff' | 'becomes-mighty'; obj: ObjId; player: PlayerId }
  /** RB 744.2, RB 744.2.a: a unit was equipped by an Equip ability (`obj`: the unit). */
  | { type: 'equipped'; obj: ObjId; player: PlayerId; gear: ObjId }
  /** RB 725.1, RB 725.2: a card was attached to / detached from `top` (`obj`: the attached card). */
  | { type: 'attached' | 'detached'; obj: ObjId; player: PlayerId; top: ObjId }
  /** RB 411.1.a.1: a card was revealed (`player`: whose card it is). */
  | { type: 'revealed'; obj: ObjId; player: PlayerId }
  /** RB 352.6: an object was chosen as a target (`player`: who chose it). */
  | { type: 'chosen'; obj: ObjId; player: PlayerId };

/** What a queued trigger carries (plain JSON): its ability and what its instructions read. */
export interface TriggerData {
  at: AbRef;
  scope: Scope;
  /** "You may" (RB 392.2 when it has a cost; otherwise declined as it resolves). */
  optional?: boolean;
}

const MATCH: Record<string, readonly string[]> = {
  attack: ['attack', 'attack-or-defend'],
  defend: ['defend', 'attack-or-defend'],
};

function matchesType(on: string, type: string): boolean {
  return on === type || (MATCH[type]?.includes(on) ?? false);
}

/** The controller of an object's abilities (RB 185.4; a battlefield's: its controller, RB 184.6). */
function controllerOf(s: S, id: ObjId): PlayerId | null {
  const bf = s.g.battlefields.find((b) => b.obj === id);
  if (bf) return bf.controller;
  const o = s.objects[id] ?? s.lki[id];
  return o ? o.controller : null;
}

/** Objects whose triggered abilities may react to an event. */
function candidates(s: S, ev: RbEvent): ObjId[] {
  const out: ObjId[] = allPermanents(s);
  for (let p = 0; p < s.players; p++) out.push(...s.zones[Z.legend(p)].objects);
  out.push(...s.zones[Z.battlefields].objects);
  // Abilities that work from the trash (RB 378.2).
  for (let p = 0; p < s.players; p++) out.push(...s.zones[Z.trash(p)].objects);
  // A unit that died or a permanent killed: its own "when I die" is read from what it was (RB 734.1.d.3).
  if ((ev.type === 'die' || ev.type === 'killed') && !out.includes(ev.obj)) out.push(ev.obj);
  // RB 411.1.a.1: the card being revealed can refer to it, from the zone it is revealed in.
  if (ev.type === 'revealed' && !out.includes(ev.obj)) out.push(ev.obj);
  return out;
}

/**
 * The abilities that may trigger on an event: the active ones, and RB 725.1, RB 725.2: an attached
 * card's own "when I'm attached / detached" — its rules text is Inactive while attached (RB 721.1.b),
 * but that text exists and is processed as it attaches or detaches.
 */
function triggerable(s: S, src: ObjId, ev: RbEvent): ReturnType<typeof activeAbilities> {
  const held = activeAbilities(s, src);
  if ((ev.type !== 'attached' && ev.type !== 'detached') || ev.obj !== src) return held;
  const d = def(s.objects[src]);
  const own = d.abilities.flatMap((ab, i) =>
    ab.kind === 'triggered' && ab.on.on === ev.type && ab.on.who === 'me'
      ? [{ ref: { card: d.id, path: ['abilities', i] } as AbRef, ab }]
      : [],
  );
  const seen = new Set(held.map((h) => refKey(h.ref)));
  return [...held, ...own.filter((h) => !seen.has(refKey(h.ref)))];
}

/**
 * A chain item was finalized with its targets: each object chosen is an event of its own ("when I'm
 * chosen"). RB 352.14.d: the targets of a split each count, one by one.
 */
export function fireChosen(ctx: C, item: StackItem): void {
  const seen: ObjId[] = [];
  for (const slot of item.targets ?? [])
    for (const t of slot) {
      const obj = (t as { obj?: ObjId }).obj;
      if (obj === undefined || seen.includes(obj) || !ctx.state.objects[obj]) continue;
      seen.push(obj);
      fire(ctx, { type: 'chosen', obj, player: item.controller });
    }
}

/** Queue every triggered ability the event triggers (RB 376.3: then they go on the chain). */
export function fire(ctx: C, ev: RbEvent): void {
  const s = ctx.state;
  let chars: ReturnType<typeof characteristics> | null = null;
  for (const src of candidates(s, ev)) {
    const o = s.objects[src] ?? s.lki[src];
    if (!o) continue;
    const inTrash = s.objects[src] !== undefined && /^p\d:trash$/.test(o.zone);
    const dead = s.objects[src] === undefined;
    // RB 411.1.a.1: a card revealed from a hidden zone reads only its own "when I'm revealed".
    const revealedOnly = ev.type === 'revealed' && ev.obj === src && locationOf(s, src) === null;
    for (const { ref, ab } of triggerable(s, src, ev)) {
      if (ab.kind !== 'triggered' || !matchesType(ab.on.on, ev.type)) continue;
      if (revealedOnly && ab.on.who !== 'me') continue;
      // RB 377.2 / RB 378.2: where the ability works from. RB 378.1: the trash is public (RB 107),
      // so a trigger from there, and the card it comes from, are shown to every player.
      if (ab.from === 'trash' ? !inTrash : inTrash) continue;
      // The dead are read from what they were only for their own death (Deathknell is queued apart).
      if (dead && !(ab.on.who === 'me' && (ev.type === 'die' || ev.type === 'killed'))) continue;
      if (ab.deathknell) continue;
      const controller = inTrash ? o.owner : controllerOf(s, src);
      if (controller === null) continue;
      chars ??= characteristics(s);
      const scope = whoMatches(s, chars, ab, ev, src, controller);
      if (!scope) continue;
      if (ab.on.firstEachTurn) {
        const key = `${src}:${refKey(ref)}`;
        if (ctx.g.once.includes(key)) continue;
        ctx.g.once.push(key);
      }
      queue(ctx, src, controller, ref, scope, ab, ev);
    }
  }
  // Keyword triggers (RB 742 Temporary, RB 743 Vision, RB 745 Quick-Draw, RB 747 Weaponmaster).
  keywordTriggers(ctx, ev);
}

function queue(ctx: C, src: ObjId, controller: PlayerId, ref: AbRef, scope: Scope, ab: Ability, ev: RbEvent) {
  const data: TriggerData = { at: ref, scope };
  if (ab.kind === 'triggered' && ab.optional) data.optional = true;
  ctx.queueTrigger({ source: src, controller, ability: refKey(ref), event: ev, data });
}

/**
 * Whether the ability's "who" and filters match the event, and the scope its instructions read
 * (RB 376.2.a: the condition follows "when"). Null when it does not trigger.
 */
function whoMatches(
  s: S,
  chars: ReturnType<typeof characteristics>,
  ab: Extract<Ability, { kind: 'triggered' }>,
  ev: RbEvent,
  src: ObjId,
  controller: PlayerId,
): Scope | null {
  const on = ab.on;
  const here = locationOf(s, src) ?? s.g.battlefields.find((b) => b.obj === src)?.zone ?? null;
  const scope: Scope = { controller, source: src, here };
  const bfZone = 'bf' in ev ? (s.g.battlefields[ev.bf]?.zone ?? null) : null;
  switch (on.who) {
    case 'me': {
      if (ev.type === 'conquer' || ev.type === 'hold') {
        // RB 376.4.b.2, RB 376.4.c.2, RB 376.4.b.2.a, RB 376.4.c.2.a: units present when their
        // controller scored.
        if (!ev.units.includes(src) || ev.player !== controller) return null;
        scope.eventAt = bfZone;
        scope.wasUncontrolled = ev.wasUncontrolled;
        break;
      }
      if (!('obj' in ev) || ev.obj !== src) return null;
      if (ev.type === 'play' && ev.playedBefore !== undefined) scope.playedBefore = ev.playedBefore;
      // RB 737.1.d.2: the play effect of a permanent played from Hidden chooses at that battlefield.
      // RB 376.4.a.4: only its own play effect — abilities triggered by another card being played
      // are not play effects and choose as usual.
      if (ev.type === 'play' && ev.hiddenAt) scope.hiddenAt = ev.hiddenAt;
      if (ev.type === 'die' || ev.type === 'killed') {
        scope.here = ev.zone;
        scope.lastMight = ev.might;
      }
      break;
    }
    case 'you':
      // RB 376.4.b.2.b, RB 376.4.c.2.b: an ability naming the player who conquered or held triggers
      // wherever its source is. RB 376.4.b.2.c, RB 376.4.c.2.c: the event is fired whether the point
      // was gained or replaced (445-scoring.ts, RB 448.2).
      if (!('player' in ev) || ev.player !== controller) return null;
      if (ev.type === 'conquer' || ev.type === 'hold') {
        scope.eventAt = bfZone;
        scope.wasUncontrolled = ev.wasUncontrolled;
      }
      break;
    case 'here': {
      // A battlefield's own "when you conquer / hold / defend here" (RB 448.2). RB 376.4.c.2.b: its
      // "you" is the player holding it (the battlefield's controller), for whom it triggers.
      if (bfZone === null || s.g.battlefields[(ev as { bf: number }).bf].obj !== src) return null;
      if (!('player' in ev) || ev.player !== controller) return null;
      if ((ev.type === 'attack' || ev.type === 'defend') && ev.obj !== null) return null;
      scope.eventAt = bfZone;
      if (ev.type === 'conquer' || ev.type === 'hold') scope.wasUncontrolled = ev.wasUncontrolled;
      break;
    }
    case 'friendly': {
      if (!('obj' in ev) || ev.obj === null || ev.player !== controller) return null;
      if (on.other && ev.obj === src) return null;
      scope.it = ev.obj;
      break;
    }
  }
  // Unit-level attack and defend events: "alone" and "one on one" (RB 361.3.a).
  if (ev.type === 'attack' || ev.type === 'defend') {
    if (on.who !== 'here' && ev.obj === null) return null;
    if (ev.obj !== null && (on.alone || on.oneOnOne)) {
      if (!alone(s, ev.obj)) return null;
      if (on.oneOnOne) {
        const u = s.objects[ev.obj];
        const other = s.zones[u.zone].objects.filter(
          (x) => s.objects[x].controller !== u.controller && data(s.objects[x]).designation !== undefined,
        );
        if (other.length !== 1) return null;
      }
    }
  }
  if (ev.type === 'play-card' && on.card) {
    const c = on.card;
    if (c.kind === 'spell' && !ev.spell) return null;
    if (c.costAtLeast !== undefined && (CARDS[ev.card]?.cost?.energy ?? 0) < c.costAtLeast) return null;
    if (c.onOpponentsTurn && s.g.tp === ev.player) return null;
  }
  if (ev.type === 'conquer' && on.withMighty && !ev.units.some((u) => isMighty(s, chars, u))) return null;
  // RB 361.3 style conditions on a trigger ("when ..., if ...").
  if (ab.cond && !holds(s, chars, ab.cond, scope)) return null;
  return scope;
}

/** The keyword abilities that trigger on an event. */
function keywordTriggers(ctx: C, ev: RbEvent): void {
  const s = ctx.state;
  if (ev.type === 'play') {
    const o = s.objects[ev.obj];
    if (!o) return;
    const kw = characteristics(s)[ev.obj]?.kw ?? def(o).keywords;
    const scope: Scope = { controller: o.controller, source: ev.obj, here: locationOf(s, ev.obj) };
    // RB 729: the keywords' effects in the order the card lists them (top to bottom), so their
    // triggers are queued, and offered for ordering (RB 376.3.b.1), in that order; keywords given by
    // effects come after the printed ones.
    const printed = Object.keys(def(o).keywords);
    const listed = (k: string) => (printed.includes(k) ? printed.indexOf(k) : printed.length);
    const play: [Keyword, number][] = [
      // RB 743.1.b, RB 743.1.c: Vision — look at the top card, may recycle it. RB 743.2: each
      // instance triggers on its own.
      ['vision', kw.vision ?? 0],
      // RB 745.1.d: Quick-Draw — attach it to a unit you control. RB 745.2: several instances trigger
      // once (its count is not read). RB 745.3, RB 747.3: both work only as the card is played (this
      // 'play' event of the card itself); on the board they do nothing.
      ['quick-draw', kw['quick-draw'] ? 1 : 0],
      // RB 747.1, RB 747.1.a, RB 747.1.b, RB 747.1.c: Weaponmaster, a play effect of units — equip one of your
      // Equipment to it for [A] less. RB 747.2, RB 747.2.a: each instance triggers on its own.
      ['weaponmaster', def(o).type === 'unit' ? (kw.weaponmaster ?? 0) : 0],
    ];
    play.sort((x, y) => listed(x[0]) - listed(y[0]));
    for (const [k, n] of play)
      for (let i = 0; i < n; i++) queueKeyword(ctx, ev.obj, o.controller, k, scope, ev);
  }
  if (ev.type === 'beginning-phase') {
    // RB 742.1.b, RB 742.1.c: Temporary — at the start of its controller's Beginning Phase, kill it.
    const chars = characteristics(s);
    for (const id of allPermanents(s)) {
      const o = s.objects[id];
      if (o.controller !== ev.player) continue;
      // RB 721.1.b: an attached card's rules text (its Temporary too) is Inactive.
      if (o.linkedTo !== undefined) continue;
      const kw = chars[id]?.kw ?? def(o).keywords;
      if (kw.temporary)
        queueKeyword(
          ctx,
          id,
          o.controller,
          'temporary',
          { controller: o.controller, source: id, here: o.zone },
          ev,
        );
    }
  }
}

function queueKeyword(
  ctx: C,
  src: ObjId,
  controller: PlayerId,
  kw: Keyword,
  scope: Scope,
  ev: RbEvent,
): void {
  const data: TriggerData = { at: { card: KEYWORD_CARD, path: [kw] }, scope };
  // RB 747.1.b: Weaponmaster "allows" the payment: the player may decline it. Vision's look is not
  // optional; its recycling is a choice as it resolves (RB 743.2.a).
  if (kw === 'weaponmaster') data.optional = true;
  ctx.queueTrigger({ source: src, controller, ability: `${KEYWORD_CARD}#${kw}`, event: ev, data });
}

/**
 * RB 734.1.d, RB 734.1.d.1, RB 734.1.d.2, RB 734.1.d.3, RB 322.3, RB 415.1.a.1.b: a unit about to die
 * with Deathknell abilities (its own, or Effect Text of cards attached to it) queues them now, noting
 * its location and Might. RB 734.2, RB 734.2.a: each instance triggers separately.
 */
export function queueDeathknells(ctx: C, id: ObjId, might: number): number {
  const s = ctx.state;
  const o = s.objects[id];
  if (!o) return 0;
  let n = 0;
  for (const { ref, ab } of activeAbilities(s, id)) {
    if (ab.kind !== 'triggered' || !ab.deathknell) continue;
    const scope: Scope = { controller: o.controller, source: id, here: o.zone, lastMight: might };
    queue(ctx, id, o.controller, ref, scope, ab, {
      type: 'die',
      obj: id,
      player: o.controller,
      zone: o.zone,
      might,
    });
    n++;
  }
  return n;
}

/**
 * RB 376.3.b, RB 376.3.b.1: simultaneous triggers go on the chain by their controllers, the turn
 * player's first, each player ordering their own. RB 442.1.b.1: on a combat's Initial Chain the
 * attacking player (who has Focus) goes first, then the defender. RB 303.2.a: turn order decides.
 * RB 734.2.a: so several Deathknells at once go on in the order their controller chooses.
 */
export const TRIGGERS: TriggerPolicy<RbGame> = {
  rule: 'RB 376.3.b.1',
  group: (state, t) => {
    const g = state.g;
    const first = g.initial && g.combat ? g.combat.attacker : g.tp;
    return t.controller === first ? 0 : 1;
  },
  chooser: (_state, _group, items) => items[0].controller,
  mode: 'order',
  label: (state, t) => ({
    key: 'rb.trigger',
    args: abilityArgs(state, t.source, (t.data as TriggerData).at, 'rb.triggered-ability'),
  }),
};

/**
 * RB 376.3, RB 389.1: a triggered ability is added to the chain as a Pending Item. d: { trigger }
 * RB 376.3.a: in any state and on any player's turn (the settle loop places triggers whenever they
 * are queued, a chain open or not).
 */
export const place: Procedure<RbGame> = (ctx, f) => {
  const t = f.d.trigger as QueuedTrigger;
  const data = t.data as TriggerData;
  ctx.push({
    controller: t.controller,
    source: t.source,
    ability: t.ability,
    status: 'pending',
    data: {
      kind: 'trigger',
      runs: [{ at: data.at, targets: [] }],
      scope: data.scope,
      optional: data.optional === true,
    },
  });
  if (ctx.logging) ctx.log('RB 376.3', 'rb.triggered', abilityArgs(ctx.state, t.source, data.at));
  ctx.done();
};

/**
 * RB 709: a unit "becomes Mighty" when its Might goes from below 5 to 5 or more. The settle loop
 * looks at every unit before each round of triggers (the kernel's state triggers): a unit Mighty now
 * and not when last looked at triggers "when ... becomes Mighty" abilities; a unit that entered the
 * board Mighty does not (it did not change from below 5), which `mighty` on its entry records.
 */
function watchMighty(ctx: C): void {
  const s = ctx.state;
  const chars = characteristics(s);
  for (const id of allPermanents(s)) {
    const o = s.objects[id];
    if (def(o).type !== 'unit') continue;
    const now = isMighty(s, chars, id) ? 1 : 0;
    const was = data(o).mighty;
    if (now === was) continue;
    ctx.setData(id, 'mighty', now);
    // The first look only records (a unit entering Mighty has not become Mighty).
    if (now === 1 && was === 0) fire(ctx, { type: 'becomes-mighty', obj: id, player: o.controller });
  }
}

/** The kernel's settle loop: triggers go on the chain (RB 376.3) through `rb.place`. */
export const SETTLE: SettlePolicy<RbGame> = {
  triggers: 'stack',
  proc: 'rb.place',
  stateTriggers: watchMighty,
};
