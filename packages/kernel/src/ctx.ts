/**
 * The context a procedure runs in: the state, the game module, and the kernel's services
 * (procedure calls, decisions, objects and zones, randomness, log, events, triggers, effects).
 * A Ctx is created per run and holds no state of its own beyond the log sink.
 */
import {
  beforeObjectChange,
  beforeTableChange,
  beforeZoneChange,
  dropCheckpoint,
  hasCheckpoint,
  saveCheckpoint,
  takeCheckpoint,
} from './checkpoint.ts';
import { cloneJson } from './clone-json.ts';
import { EngineError } from './errors.ts';
import { restoreInPlace } from './layers.ts';
import type { Msg, MsgArg, ObjRef } from './messages.ts';
import type { GameModule, SettleRequest } from './module.ts';
import { PublicInfo } from './public.ts';
import { randomInt, shuffleInPlace } from './rng.ts';
import type {
  CreatedEffect,
  Decision,
  DelayedTrigger,
  Frame,
  GameObject,
  GameResult,
  LogEntry,
  ObjId,
  Pending,
  PlayerId,
  QueuedTrigger,
  StackItem,
  State,
  Target,
  Zone,
  ZoneVisibility,
} from './types.ts';
import { canSee, markPublicRefs } from './view.ts';

export type ErrorMsgOr = { rule?: string; reason: Msg } | null;

export interface MoveOptions {
  /** 'top' (default), 'bottom', or an index from the bottom. */
  position?: 'top' | 'bottom' | number;
  faceDown?: boolean;
  controller?: PlayerId;
  /** Replace the object's game data (default: start with empty data). */
  data?: Record<string, any>;
  /** Keep the same object id (for moves the game's rules say are not zone changes). */
  keepId?: boolean;
  /** Carry the object's named timestamps to the new object (Vividz 911.3a: within the field area). */
  keepStamps?: boolean;
  /**
   * Filled by the kernel: the ids linked objects have after moving along with this one (VZ 512.3b:
   * a character's EXP go with it, and their zone-change triggers count each card, VZ 908.3c).
   */
  followed?: ObjId[];
}

/** A new stack item: the kernel adds its id (and status 'final' unless given). */
export type NewStackItem<D = any> = Omit<StackItem<D>, 'id' | 'status' | 'targets'> & {
  status?: StackItem['status'];
  targets?: Target[][];
};

export interface LogOptions {
  to?: PlayerId[];
  alt?: Msg;
}

export class Ctx<G = any> {
  #pub: PublicInfo<G> | null = null;

  constructor(
    readonly state: State<G>,
    readonly module: GameModule<G>,
    /** Where log entries go; null when nobody reads the log (fast simulation). */
    readonly sink: LogEntry[] | null,
  ) {}

  get g(): G {
    return this.state.g;
  }

  /** What everyone at the table knows (see PublicInfo); made once per run. */
  get pub(): PublicInfo<G> {
    this.#pub ??= new PublicInfo(this.state, this.module);
    return this.#pub;
  }

  // ---- procedures --------------------------------------------------------------------------

  /** Push a procedure; it runs next, and its return value is the caller's next `input`. */
  call(proc: string, d: any = {}): void {
    this.state.flow.push({ proc, step: 0, d });
  }

  /** Finish the current (top) procedure, handing `ret` to the one below. */
  done(ret?: any): void {
    const flow = this.state.flow;
    flow.pop();
    if (flow.length > 0 && ret !== undefined) flow[flow.length - 1].ret = ret;
  }

  /** The frame currently running. */
  top(): Frame {
    return this.state.flow[this.state.flow.length - 1];
  }

  /** Ask one player. The asking frame receives the answer as `input` when it resumes. */
  ask(decision: Decision): void {
    this.askMany([decision], 'one');
  }

  /**
   * Ask one player; the frame receives the chosen Option objects (with their `value`), not ids
   * (see `TypedAnswer`).
   */
  choose(decision: Decision): void {
    this.askMany([decision], 'one');
    this.state.pending!.typed = true;
  }

  /** `askMany` whose answers arrive as Option objects (see `choose`). */
  chooseMany(asks: Decision[], mode: Pending['mode']): void {
    this.askMany(asks, mode);
    this.state.pending!.typed = true;
  }

  /** Ask several players at once ('all': everyone answers; 'race': first non-pass wins). */
  askMany(asks: Decision[], mode: Pending['mode']): void {
    if (this.state.pending) throw new EngineError('double-ask', 'a decision is already pending');
    if (asks.length === 0) throw new EngineError('empty-ask', 'a request needs at least one decision');
    for (let i = 0; i < asks.length; i++) {
      const a = asks[i];
      const dom = a.domain;
      if (dom.type === 'pick' && (dom.options.length < dom.min || dom.max < dom.min)) {
        throw new EngineError(
          'impossible-decision',
          `decision ${a.kind} offers ${dom.options.length} options but needs ${dom.min}`,
        );
      }
      const why = impossible(dom);
      if (why) throw new EngineError('impossible-decision', `decision ${a.kind}: ${why}`);
      for (let j = 0; j < i; j++) {
        if (asks[j].player === a.player)
          throw new EngineError('double-ask', `player ${a.player} is asked twice in one request`);
      }
    }
    this.state.pending = {
      id: this.state.decisionCount + 1,
      frame: this.state.flow.length - 1,
      mode,
      asks,
      answers: {},
    };
  }

  // ---- randomness ----------------------------------------------------------------------------

  random(n: number): number {
    return randomInt(this.state.rng, n);
  }

  /** Shuffle a zone. Whoever had seen one of its objects no longer knows where it is. */
  shuffle(zoneId: string): void {
    const z = this.zone(zoneId);
    beforeZoneChange(this.state, zoneId);
    shuffleInPlace(this.state.rng, z.objects);
    for (const id of z.objects) {
      const o = this.state.objects[id];
      if (o?.seenBy) {
        beforeObjectChange(this.state, o);
        delete o.seenBy;
      }
    }
    this.state.version++;
  }

  // ---- zones and objects ---------------------------------------------------------------------

  addZone(id: string, owner: PlayerId | null, visibility: ZoneVisibility): Zone {
    const z: Zone = { id, owner, visibility, objects: [] };
    beforeZoneChange(this.state, id);
    this.state.zones[id] = z;
    return z;
  }

  zone(id: string): Zone {
    const z = this.state.zones[id];
    if (!z) throw new EngineError('no-zone', `no zone "${id}"`);
    return z;
  }

  obj(id: ObjId): GameObject {
    const o = this.state.objects[id];
    if (!o) throw new EngineError('no-object', `no object ${id}`);
    return o;
  }

  /** The object if it still exists, else its last known information (FFTCG 11.11.7, Vividz 913). */
  known(id: ObjId): GameObject | undefined {
    return this.state.objects[id] ?? this.state.lki[id];
  }

  tick(): number {
    return ++this.state.clock;
  }

  create(
    card: string,
    owner: PlayerId,
    zoneId: string,
    data: Record<string, any> = {},
    opts: MoveOptions = {},
  ): GameObject {
    const id = this.state.nextId++;
    const o: GameObject = {
      id,
      card,
      owner,
      controller: opts.controller ?? owner,
      zone: zoneId,
      ts: this.tick(),
      data,
    };
    if (opts.faceDown) o.faceDown = true;
    beforeTableChange(this.state, id);
    this.state.objects[id] = o;
    const to = this.zone(zoneId);
    beforeZoneChange(this.state, zoneId);
    insertAt(to.objects, id, opts.position);
    this.state.version++;
    return o;
  }

  /**
   * Move an object to another zone. It becomes a new object with a new id (FFTCG 7.4,
   * Vividz 501.4); the old id keeps its last known information until `forgetLastKnown`. Objects
   * linked to it follow as their link kind's policy says (RB 719.3a, VZ 512.3b).
   */
  move(id: ObjId, toZone: string, opts: MoveOptions = {}): GameObject {
    const o = this.obj(id);
    // An object linked to another that moves on its own is no longer linked (RB 718.6 forbids it
    // for attachments; a game that allows it detaches first).
    if (o.linkedTo !== undefined) this.unlink(id);
    return this.moveLinked(o, toZone, opts);
  }

  private moveLinked(o: GameObject, toZone: string, opts: MoveOptions): GameObject {
    const id = o.id;
    const fromZone = o.zone;
    const from = this.zone(fromZone);
    // From the end: most moves take the top card (a draw), which is last.
    const idx = from.objects.lastIndexOf(id);
    if (idx >= 0) {
      beforeZoneChange(this.state, fromZone);
      from.objects.splice(idx, 1);
    }
    const to = this.zone(toZone);
    beforeZoneChange(this.state, toZone);
    const children = o.linked;
    let moved: GameObject;
    if (opts.keepId) {
      beforeObjectChange(this.state, o);
      moved = o;
      o.zone = toZone;
      o.ts = this.tick();
      if (opts.data) o.data = opts.data;
    } else {
      this.state.lki[id] = o;
      beforeTableChange(this.state, id);
      delete this.state.objects[id];
      const nid = this.state.nextId++;
      moved = {
        id: nid,
        card: o.card,
        owner: o.owner,
        controller: opts.controller ?? o.owner,
        zone: toZone,
        ts: this.tick(),
        prev: id,
        data: opts.data ?? {},
      };
      if (opts.keepStamps && o.stamps) moved.stamps = { ...o.stamps };
      beforeTableChange(this.state, nid);
      this.state.objects[nid] = moved;
    }
    if (opts.faceDown) moved.faceDown = true;
    else delete moved.faceDown;
    delete moved.seenBy;
    if (opts.controller !== undefined) moved.controller = opts.controller;
    insertAt(to.objects, moved.id, opts.position);
    this.state.version++;
    if (children && children.length > 0)
      this.follow(children, moved, fromZone, toZone, opts.keepId === true, opts.followed);
    return moved;
  }

  /** Linked objects follow a moved object as their link policy says. */
  private follow(
    children: ObjId[],
    parent: GameObject,
    from: string,
    to: string,
    keepId: boolean,
    followed: ObjId[] | undefined,
  ): void {
    const kept: ObjId[] = [];
    for (const cid of children) {
      const c = this.state.objects[cid];
      if (!c) continue;
      const policy = c.linkKind !== undefined ? this.module.links?.[c.linkKind] : undefined;
      const where = policy ? policy.follow(this.state, c, parent, from, to) : { zone: null, keep: false };
      const kind = c.linkKind;
      beforeObjectChange(this.state, c);
      delete c.linkedTo;
      delete c.linkKind;
      const moves = where.zone !== null && where.zone !== c.zone;
      const now = moves ? this.moveLinked(c, where.zone!, { keepId, position: where.position }) : c;
      if (moves) followed?.push(now.id);
      if (where.keep) {
        now.linkedTo = parent.id;
        if (kind !== undefined) now.linkKind = kind;
        kept.push(now.id);
      }
    }
    beforeObjectChange(this.state, parent);
    if (kept.length > 0) parent.linked = kept;
    else delete parent.linked;
  }

  /** Link `child` to `parent` (RB 421 attach, VZ 512.3 EXP under a character). */
  link(child: ObjId, parent: ObjId, kind: string): void {
    const c = this.obj(child);
    const p = this.obj(parent);
    if (child === parent) throw new EngineError('bad-link', `object ${child} cannot be linked to itself`);
    if (c.linkedTo !== undefined) this.unlink(child);
    beforeObjectChange(this.state, c);
    beforeObjectChange(this.state, p);
    c.linkedTo = parent;
    c.linkKind = kind;
    (p.linked ??= []).push(child);
    this.state.version++;
  }

  /** Undo a link (RB 422 detach); the object stays where it is. */
  unlink(child: ObjId): void {
    const c = this.obj(child);
    const pid = c.linkedTo;
    if (pid === undefined) return;
    beforeObjectChange(this.state, c);
    delete c.linkedTo;
    delete c.linkKind;
    const p = this.state.objects[pid];
    if (p?.linked) {
      beforeObjectChange(this.state, p);
      const i = p.linked.indexOf(child);
      if (i >= 0) p.linked.splice(i, 1);
      if (p.linked.length === 0) delete p.linked;
    }
    this.state.version++;
  }

  /** Objects linked to `parent`, in the order they were linked. */
  linkedTo(parent: ObjId): readonly ObjId[] {
    return this.state.objects[parent]?.linked ?? NO_IDS;
  }

  /** Give an object a fresh named timestamp (RB 457.2: text that becomes active again). */
  stamp(id: ObjId, key: string): number {
    const o = this.obj(id);
    const t = this.tick();
    beforeObjectChange(this.state, o);
    (o.stamps ??= {})[key] = t;
    this.state.version++;
    return t;
  }

  /** Drop a named timestamp (RB 457.2: inactive text has none); `timestampOf` then gives `ts`. */
  unstamp(id: ObjId, key: string): void {
    const o = this.obj(id);
    if (!o.stamps || !(key in o.stamps)) return;
    beforeObjectChange(this.state, o);
    delete o.stamps[key];
    if (Object.keys(o.stamps).length === 0) delete o.stamps;
    this.state.version++;
  }

  // ---- changing objects (every change through here keeps `state.version` true) ---------------

  /** Set (or, with `undefined`, delete) one field of an object's game data. */
  setData(id: ObjId, key: string, value: unknown): void {
    const o = this.obj(id);
    const data = o.data as Record<string, unknown>;
    if (value === undefined) {
      if (!(key in data)) return;
      beforeObjectChange(this.state, o);
      delete data[key];
    } else {
      if (data[key] === value) return;
      beforeObjectChange(this.state, o);
      data[key] = value;
    }
    this.state.version++;
  }

  /**
   * Add `delta` to a number in an object's data (`path` of one or two keys, e.g. ['dmg'] or
   * ['ctr', 'Crystal']); a result of 0 removes the key (and an emptied record). Returns the new value.
   */
  adjustData(id: ObjId, path: readonly [string] | readonly [string, string], delta: number): number {
    const o = this.obj(id);
    beforeObjectChange(this.state, o);
    const data = o.data as Record<string, any>;
    let holder: Record<string, number> = data;
    if (path.length === 2) holder = data[path[0]] ??= {};
    const key = path[path.length - 1];
    const v = (holder[key] ?? 0) + delta;
    if (v === 0) {
      delete holder[key];
      if (path.length === 2 && Object.keys(holder).length === 0) delete data[path[0]];
    } else holder[key] = v;
    if (delta !== 0) this.state.version++;
    return v;
  }

  /** Change who controls an object without a zone change. */
  setController(id: ObjId, player: PlayerId): void {
    const o = this.obj(id);
    if (o.controller === player) return;
    beforeObjectChange(this.state, o);
    o.controller = player;
    this.state.version++;
  }

  /** Turn an object face down or face up where it is. */
  setFaceDown(id: ObjId, faceDown: boolean): void {
    const o = this.obj(id);
    if (!!o.faceDown === faceDown) return;
    beforeObjectChange(this.state, o);
    if (faceDown) o.faceDown = true;
    else delete o.faceDown;
    this.state.version++;
  }

  /** Remove an object from the game entirely (tokens leaving play, etc.). */
  destroyObject(id: ObjId): void {
    const o = this.obj(id);
    if (o.linkedTo !== undefined) this.unlink(id);
    if (o.linked) for (const cid of [...o.linked]) if (this.state.objects[cid]) this.unlink(cid);
    const z = this.zone(o.zone);
    const idx = z.objects.lastIndexOf(id);
    if (idx >= 0) {
      beforeZoneChange(this.state, o.zone);
      z.objects.splice(idx, 1);
    }
    this.state.lki[id] = o;
    beforeTableChange(this.state, id);
    delete this.state.objects[id];
    this.state.version++;
  }

  /** Drop last known information that no pending work can still refer to. */
  forgetLastKnown(): void {
    this.state.lki = {};
  }

  reveal(id: ObjId, to: readonly PlayerId[]): void {
    const o = this.obj(id);
    const seen = new Set(o.seenBy ?? []);
    for (const p of to) seen.add(p);
    beforeObjectChange(this.state, o);
    o.seenBy = [...seen].sort((a, b) => a - b);
    this.state.version++;
  }

  /** Nobody but those the zone and facing allow sees the object any more (after a look). */
  unreveal(id: ObjId): void {
    const o = this.obj(id);
    if (!o.seenBy) return;
    beforeObjectChange(this.state, o);
    delete o.seenBy;
    this.state.version++;
  }

  /** Mark the state changed so cached characteristics are recomputed (after changing game data
   * that characteristics read). */
  touch(): void {
    this.state.version++;
  }

  ref(id: ObjId): ObjRef {
    const o = this.known(id);
    if (!o) return { obj: id };
    const r: ObjRef = { obj: id, card: o.card };
    // Remember whether it was public, for readers after its last known information is dropped.
    if (canSee(this.state, this.module, o, null)) r.pub = true;
    return r;
  }

  // ---- log -----------------------------------------------------------------------------------

  /** Record a rule-driven step: which rule, and what happened (principle 6). */
  log(rule: string | undefined, key: string, args?: Record<string, MsgArg>, opts?: LogOptions): void {
    const sink = this.sink;
    if (!sink) return;
    // What everyone can see now stays named when the entry is read later (view.ts, markPublicRefs).
    const marked = args ? markPublicRefs(this.state, this.module, args) : undefined;
    const entry: LogEntry = { seq: sink.length, msg: marked ? { key, args: marked } : { key } };
    if (rule) entry.rule = rule;
    if (opts?.to) entry.to = opts.to;
    if (opts?.alt)
      entry.alt = opts.alt.args
        ? { key: opts.alt.key, args: markPublicRefs(this.state, this.module, opts.alt.args) }
        : opts.alt;
    sink.push(entry);
  }

  get logging(): boolean {
    return this.sink !== null;
  }

  // ---- results -------------------------------------------------------------------------------

  end(result: GameResult): void {
    if (this.state.result) return;
    this.state.result = result;
    this.state.pending = null;
    // Who won, and why (the game's reason), under the rule that ended the game (issue 16).
    this.log(result.rule, 'k.game-over-why', {
      result: result.draw
        ? { key: 'k.draw' }
        : { key: 'k.winner', args: { player: result.winners.join(',') } },
      reason: result.reason,
    });
  }

  // ---- events, triggers, effects ---------------------------------------------------------------

  /** Run an event through replacement effects, perform it, then collect triggers (kernel proc k.event). */
  event(ev: any): void {
    this.call('k.event', { ev, applied: [] });
  }

  /**
   * The settle loop (kernel proc k.settle): state checks to a fixpoint, then the queued triggers by
   * the game's settle policy, repeated until nothing happens. The caller receives the count.
   */
  settle(request?: SettleRequest): void {
    // The frame's own data: the loop writes its progress there.
    const d: { triggers?: boolean; extra?: string[] } = {};
    if (request?.triggers === false) d.triggers = false;
    if (request?.extra) d.extra = request.extra;
    this.call('k.settle', d);
  }

  /**
   * Open a response window of the game's policy `kind` (kernel proc k.window). `data` is the
   * window's public data (shown in every view); `first` the actor who starts; `base` the stack
   * height below which items belong to an outer window (default: the height now). The caller
   * receives the window's data when it closes.
   */
  window(kind: string, data: unknown, first: number, base = this.state.stack?.length ?? 0): void {
    if (!this.module.windows?.[kind])
      throw new EngineError('no-window', `game ${this.module.id} has no window "${kind}"`);
    this.call('k.window', {
      kind,
      data,
      first,
      actors: [],
      stages: [],
      at: 0,
      base,
    });
  }

  // ---- the stack -------------------------------------------------------------------------------

  /** The stack, bottom first (an empty list if nothing was ever put on it). */
  get stack(): StackItem[] {
    return (this.state.stack ??= []);
  }

  /** Put an item on top of the stack (FFTCG 11.3.2, KALING 4.4-1, RB 351). */
  push<D>(item: NewStackItem<D>): StackItem<D> {
    // Not the clock: its value would tell how many hidden things happened before (fuzz, permute).
    this.state.stackSeq = (this.state.stackSeq ?? 0) + 1;
    const it: StackItem<D> = {
      id: this.state.stackSeq,
      controller: item.controller,
      source: item.source,
      ability: item.ability,
      targets: item.targets ?? [],
      status: item.status ?? 'final',
      data: item.data,
    };
    this.stack.push(it);
    return it;
  }

  /** RB 328.3: a pending item's choices are complete. */
  finalize(itemId: number): void {
    const it = this.stack.find((x) => x.id === itemId);
    if (!it) throw new EngineError('no-item', `no stack item ${itemId}`);
    it.status = 'final';
  }

  /** Take an item off the stack without resolving it (countered, or it left the chain). */
  removeItem(itemId: number): StackItem | undefined {
    const s = this.stack;
    const i = s.findIndex((x) => x.id === itemId);
    if (i < 0) return undefined;
    return s.splice(i, 1)[0];
  }

  /** Resolve the top item with the game's stack policy (kernel proc k.resolve-top). */
  resolveTop(): void {
    this.call('k.resolve-top');
  }

  queueTrigger(t: Omit<QueuedTrigger, 'id' | 'seq'>): QueuedTrigger {
    const seq = this.tick();
    const q: QueuedTrigger = { ...t, id: seq, seq };
    // The trigger keeps its own snapshot of the event and data: one event usually triggers several
    // abilities, and the caller often keeps it too (a state is a tree, `sharedInState`).
    if (typeof q.event === 'object' && q.event !== null) q.event = cloneJson(q.event);
    if (typeof q.data === 'object' && q.data !== null) q.data = cloneJson(q.data);
    this.state.triggers.push(q);
    return q;
  }

  /** Create a delayed triggered ability that waits for a later event (FFTCG 11.8.17). */
  addDelayed(t: Omit<DelayedTrigger, 'id'>): DelayedTrigger {
    const d: DelayedTrigger = { ...t, id: this.tick() };
    if (!this.state.delayed) this.state.delayed = [];
    this.state.delayed.push(d);
    return d;
  }

  /**
   * An event of `ev.type` happened: every delayed ability waiting for it (with matching fields)
   * queues as a trigger; `once` ones are used up (11.8.17.2). `onFire` sees each one that fired
   * (for the game's log). Returns how many triggered.
   */
  fireDelayed(
    ev: { type: string; [field: string]: unknown },
    onFire?: (d: DelayedTrigger, t: QueuedTrigger) => void,
  ): number {
    const list = this.state.delayed;
    if (!list || list.length === 0) return 0;
    let fired = 0;
    let keep: DelayedTrigger[] | null = null;
    for (let i = 0; i < list.length; i++) {
      const d = list[i];
      let hit = d.on === ev.type;
      if (hit && d.match) for (const k in d.match) if (ev[k] !== d.match[k]) hit = false;
      if (hit) {
        fired++;
        const t = this.queueTrigger({
          source: d.source,
          controller: d.controller,
          ability: d.ability,
          event: ev,
          data: d.data,
        });
        onFire?.(d, t);
        if (d.once && keep === null) keep = list.slice(0, i);
      }
      if (keep !== null && (!hit || !d.once)) keep.push(d);
    }
    if (keep !== null) this.state.delayed = keep;
    return fired;
  }

  /** Remove delayed abilities that last until `moment` (e.g. 'end-of-turn'). */
  expireDelayed(moment: string): number {
    const list = this.state.delayed;
    if (!list) return 0;
    const keep = list.filter((d) => d.until !== moment);
    this.state.delayed = keep;
    return list.length - keep.length;
  }

  addEffect(e: Omit<CreatedEffect, 'id' | 'ts'> & { id?: string }): CreatedEffect {
    const ts = this.tick();
    const eff: CreatedEffect = { ...e, id: e.id ?? `e${ts}`, ts };
    // The effect's own parameters: they often come from a card's definition, or from another
    // effect (a state is a tree, `sharedInState`).
    if (typeof eff.params === 'object' && eff.params !== null) eff.params = cloneJson(eff.params);
    if (eff.targets) eff.targets = eff.targets.slice();
    this.state.effects.push(eff);
    this.state.version++;
    return eff;
  }

  removeEffects(pred: (e: CreatedEffect) => boolean): number {
    const before = this.state.effects.length;
    this.state.effects = this.state.effects.filter((e) => !pred(e));
    const removed = before - this.state.effects.length;
    if (removed) this.state.version++;
    return removed;
  }

  // ---- declarations and rollback --------------------------------------------------------------

  /** Remember the state as it is before a declaration (FFTCG 14, Vividz 904.2f). */
  checkpoint(): void {
    // One declaration at a time: a second checkpoint would silently replace the first.
    if (hasCheckpoint(this.state))
      throw new EngineError(
        'nested-checkpoint',
        'a declaration is already open (commit or roll it back first)',
      );
    saveCheckpoint(this.state, this.module.mutations === 'tracked');
  }

  /** The declaration is complete: forget the checkpoint. */
  commit(): void {
    dropCheckpoint(this.state);
  }

  /**
   * Undo everything since `checkpoint()`; the game continues from there. `message` replaces the
   * default log line (a player who takes a declaration back by choice, rather than one that cannot
   * be completed).
   */
  rollback(rule: string, message?: { key: string; args?: Record<string, MsgArg> }): void {
    const saved = takeCheckpoint(this.state);
    if (!saved) throw new EngineError('no-checkpoint', 'rollback without a checkpoint');
    // Decisions answered during the declaration stay counted, so request ids are never reused
    // (an answer to a withdrawn question must not fit a later one).
    const decisionCount = this.state.decisionCount;
    restoreInPlace(this.state, saved);
    this.state.decisionCount = decisionCount;
    // The frame that took the checkpoint resumes and learns the declaration was undone.
    const top = this.state.flow[this.state.flow.length - 1];
    if (top) top.ret = { rolledBack: true };
    this.log(rule, message?.key ?? 'k.rollback', message?.args);
    if (this.sink?.length) this.sink[this.sink.length - 1].rollback = true;
  }
}

/** Why a number or distribute domain has no legal answer (null if it has one). */
function impossible(dom: Decision['domain']): string | null {
  if (dom.type === 'number') return dom.min > dom.max ? `no number in ${dom.min}..${dom.max}` : null;
  if (dom.type !== 'distribute') return null;
  const n = dom.items.length;
  const step = dom.step ?? 1;
  const spare = dom.total - dom.min * n;
  if (spare < 0) return `${n} items of at least ${dom.min} exceed ${dom.total}`;
  if (spare % step !== 0) return `${dom.total} cannot be split in steps of ${step}`;
  if (dom.max !== undefined) {
    const top = dom.min + Math.floor((dom.max - dom.min) / step) * step;
    if (top < dom.min || top * n < dom.total)
      return `${n} items of at most ${dom.max} cannot reach ${dom.total}`;
  } else if (n === 0 && dom.total !== 0) return `nothing to distribute ${dom.total} among`;
  return null;
}

const NO_IDS: readonly ObjId[] = Object.freeze([]);

/** An object's named timestamp, or the time it entered its zone (RB 457, VZ 911.3). */
export function timestampOf(o: GameObject, key: string): number {
  return o.stamps?.[key] ?? o.ts;
}

function insertAt(list: ObjId[], id: ObjId, position: MoveOptions['position']): void {
  if (position === undefined || position === 'top') list.push(id);
  else if (position === 'bottom') list.unshift(id);
  else list.splice(Math.max(0, Math.min(position, list.length)), 0, id);
}
