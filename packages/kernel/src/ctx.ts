/**
 * The context a procedure runs in: the state, the game module, and the kernel's services
 * (procedure calls, decisions, objects and zones, randomness, log, events, triggers, effects).
 * A Ctx is created per run and holds no state of its own beyond the log sink.
 */
import { EngineError } from './errors.ts';
import { restoreInPlace } from './layers.ts';
import type { Msg, MsgArg, ObjRef } from './messages.ts';
import type { GameModule } from './module.ts';
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
  State,
  Zone,
  ZoneVisibility,
} from './types.ts';
import { canSee } from './view.ts';

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
}

export interface LogOptions {
  to?: PlayerId[];
  alt?: Msg;
}

export class Ctx<G = any> {
  constructor(
    readonly state: State<G>,
    readonly module: GameModule<G>,
    /** Where log entries go; null when nobody reads the log (fast simulation). */
    readonly sink: LogEntry[] | null,
  ) {}

  get g(): G {
    return this.state.g;
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
    shuffleInPlace(this.state.rng, z.objects);
    for (const id of z.objects) {
      const o = this.state.objects[id];
      if (o?.seenBy) delete o.seenBy;
    }
    this.state.version++;
  }

  // ---- zones and objects ---------------------------------------------------------------------

  addZone(id: string, owner: PlayerId | null, visibility: ZoneVisibility): Zone {
    const z: Zone = { id, owner, visibility, objects: [] };
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
    this.state.objects[id] = o;
    insertAt(this.zone(zoneId).objects, id, opts.position);
    this.state.version++;
    return o;
  }

  /**
   * Move an object to another zone. It becomes a new object with a new id (FFTCG 7.4,
   * Vividz 501.4); the old id keeps its last known information until `forgetLastKnown`.
   */
  move(id: ObjId, toZone: string, opts: MoveOptions = {}): GameObject {
    const o = this.obj(id);
    const from = this.zone(o.zone);
    const idx = from.objects.indexOf(id);
    if (idx >= 0) from.objects.splice(idx, 1);
    const to = this.zone(toZone);
    let moved: GameObject;
    if (opts.keepId) {
      moved = o;
      o.zone = toZone;
      o.ts = this.tick();
      if (opts.data) o.data = opts.data;
    } else {
      this.state.lki[id] = o;
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
      this.state.objects[nid] = moved;
    }
    if (opts.faceDown) moved.faceDown = true;
    else delete moved.faceDown;
    delete moved.seenBy;
    if (opts.controller !== undefined) moved.controller = opts.controller;
    insertAt(to.objects, moved.id, opts.position);
    this.state.version++;
    return moved;
  }

  /** Remove an object from the game entirely (tokens leaving play, etc.). */
  destroyObject(id: ObjId): void {
    const o = this.obj(id);
    const z = this.zone(o.zone);
    const idx = z.objects.indexOf(id);
    if (idx >= 0) z.objects.splice(idx, 1);
    this.state.lki[id] = o;
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
    o.seenBy = [...seen].sort((a, b) => a - b);
  }

  /** Mark the state changed so cached characteristics are recomputed. */
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
    const entry: LogEntry = { seq: sink.length, msg: args ? { key, args } : { key } };
    if (rule) entry.rule = rule;
    if (opts?.to) entry.to = opts.to;
    if (opts?.alt) entry.alt = opts.alt;
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
    this.log(result.rule, 'k.game-over', {
      result: result.draw
        ? { key: 'k.draw' }
        : { key: 'k.winner', args: { player: result.winners.join(',') } },
    });
  }

  // ---- events, triggers, effects ---------------------------------------------------------------

  /** Run an event through replacement effects, perform it, then collect triggers (kernel proc k.event). */
  event(ev: any): void {
    this.call('k.event', { ev, applied: [] });
  }

  queueTrigger(t: Omit<QueuedTrigger, 'id' | 'seq'>): QueuedTrigger {
    const seq = this.tick();
    const q: QueuedTrigger = { ...t, id: seq, seq };
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
   * queues as a trigger; `once` ones are used up (11.8.17.2). Returns how many triggered.
   */
  fireDelayed(ev: { type: string; [field: string]: unknown }): number {
    const list = this.state.delayed;
    if (!list || list.length === 0) return 0;
    let fired = 0;
    const keep: DelayedTrigger[] = [];
    for (const d of list) {
      const hit = d.on === ev.type && (!d.match || Object.entries(d.match).every(([k, v]) => ev[k] === v));
      if (hit) {
        fired++;
        this.queueTrigger({
          source: d.source,
          controller: d.controller,
          ability: d.ability,
          event: ev,
          data: d.data,
        });
      }
      if (!hit || !d.once) keep.push(d);
    }
    this.state.delayed = keep;
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
    if (this.state.checkpoint !== undefined)
      throw new EngineError(
        'nested-checkpoint',
        'a declaration is already open (commit or roll it back first)',
      );
    const { checkpoint: _, ...rest } = this.state;
    this.state.checkpoint = JSON.stringify(rest);
  }

  /** The declaration is complete: forget the checkpoint. */
  commit(): void {
    delete this.state.checkpoint;
  }

  /**
   * Undo everything since `checkpoint()`; the game continues from there. `message` replaces the
   * default log line (a player who takes a declaration back by choice, rather than one that cannot
   * be completed).
   */
  rollback(rule: string, message?: { key: string; args?: Record<string, MsgArg> }): void {
    const saved = this.state.checkpoint;
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

function insertAt(list: ObjId[], id: ObjId, position: MoveOptions['position']): void {
  if (position === undefined || position === 'top') list.push(id);
  else if (position === 'bottom') list.unshift(id);
  else list.splice(Math.max(0, Math.min(position, list.length)), 0, id);
}
