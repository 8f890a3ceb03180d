/**
 * The engine: creating a game, running procedures until someone must decide, validating and
 * applying decisions, and the state operations (clone, serialize, restore, hash).
 *
 * Performance notes: the state is mutated in place by `submit`; a caller that needs the old state
 * (an AI exploring, a server guarding against a crashing module) clones first. Validation happens
 * entirely before the first mutation, so a refused decision leaves the state exactly as it was.
 */
import { copyCheckpointField, hasCheckpointAccessor } from './checkpoint.ts';
import { assertStateTree, kernelChecks } from './checks.ts';
import { cloneJson } from './clone-json.ts';
import { Ctx } from './ctx.ts';
import { checkAnswer } from './decisions.ts';
import type { DecisionError } from './errors.ts';
import { EngineError } from './errors.ts';
import { hashValue } from './hash.ts';
import { KERNEL_PROCEDURES } from './kernel-procs.ts';
import { restoreInPlace } from './layers.ts';
import { LOOP_WATCH_AFTER, LoopWatch } from './loops.ts';
import type { GameModule, Procedure, SetupOptions } from './module.ts';
import { inheritProjection } from './public.ts';
import { seedRng } from './rng.ts';
import { serializeState, unpackAnyVersion } from './state-text.ts';
import type {
  Decision,
  GameObject,
  LogEntry,
  Option,
  Pending,
  PlayerId,
  State,
  TypedAnswer,
  Zone,
} from './types.ts';

/** Hard cap on procedure steps in one run between two decisions (an endless loop in a module). */
const MAX_STEPS_PER_RUN = 2_000_000;

export interface Submission {
  player: PlayerId;
  answer: unknown;
  /** The pending request id the answer is for; guards against answering a stale question. */
  pending?: number;
}

export type SubmitResult = { ok: true } | { ok: false; error: DecisionError };

function procedureFor(module: GameModule, name: string): Procedure {
  const p = module.procedures[name] ?? KERNEL_PROCEDURES[name];
  if (!p) throw new EngineError('no-procedure', `game ${module.id} has no procedure "${name}"`);
  return p;
}

/**
 * The answer that concedes (FFTCG 2.1, VZ 101.4): `submit(state, module, {player, answer:
 * CONCEDE})`. Accepted from any player at any time before the end, asked or not, if the game has
 * a concession rule; recorded and replayed like any other answer.
 */
export const CONCEDE: Readonly<{ concede: true }> = Object.freeze({ concede: true });

export function isConcession(answer: unknown): boolean {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    !Array.isArray(answer) &&
    (answer as { concede?: unknown }).concede === true &&
    Object.keys(answer).length === 1
  );
}

/** Run procedures until a decision is pending or the game is over. */
export function run<G>(state: State<G>, module: GameModule<G>, sink: LogEntry[] | null = null): void {
  const ctx = new Ctx(state, module, sink);
  const tracked = module.mutations === 'tracked';
  const checkMutations = tracked && kernelChecks.mutations;
  let steps = 0;
  const loops = module.loops;
  const watchAfter = loops ? (loops.watchAfter ?? LOOP_WATCH_AFTER) : Number.POSITIVE_INFINITY;
  let watch: LoopWatch<G> | null = null;
  while (state.pending === null && state.result === null) {
    if (steps > watchAfter) {
      // A long stretch without a decision: is it a loop no player can stop (e.g. FFTCG 13.1)?
      watch ??= new LoopWatch(loops!);
      if (watch.endless(state)) {
        ctx.end(loops!.result(state));
        break;
      }
    }
    const flow = state.flow;
    const n = flow.length;
    if (n === 0) throw new EngineError('flow-empty', `game ${module.id} ran out of work without ending`);
    const f = flow[n - 1];
    // The answer or return value is taken out of the frame. Set to undefined rather than deleted:
    // an undefined field is absent from serialize, clone and hash alike, and the frame keeps its
    // shape (deleting fields makes engines fall back to slow dictionary objects).
    let input: unknown = f.answer;
    if (input !== undefined) f.answer = undefined;
    else {
      input = f.ret;
      if (input !== undefined) f.ret = undefined;
    }
    // A game that does not route every change through the kernel may change anything in a step:
    // cached characteristics are keyed by this version, so it moves at every step.
    if (!tracked) state.version++;
    if (checkMutations) {
      const before = state.version;
      const snap = fingerprint(state);
      const at = `${f.proc}:${f.step}`;
      procedureFor(module, f.proc)(ctx, f, input);
      if (state.version === before && fingerprint(state) !== snap)
        throw new EngineError(
          'untracked-mutation',
          `game ${module.id}: ${at} changed objects, zones or effects without a kernel method`,
        );
    } else procedureFor(module, f.proc)(ctx, f, input);
    if (++steps > MAX_STEPS_PER_RUN) {
      throw new EngineError(
        'runaway',
        `game ${module.id} took ${steps} steps without a decision (at ${f.proc}:${f.step})`,
      );
    }
  }
  // At a decision point the state may be serialized, restored or cloned: it must be a tree.
  if (kernelChecks.tree) assertStateTree(state);
}

/** A state with nothing in it yet: the starting point of a game's setup or a scenario's. */
export function emptyState<G>(module: GameModule<G>, seed: string, players: number): State<G> {
  return {
    schema: 1,
    game: module.id,
    seed,
    rng: seedRng(`${module.id}:${seed}`),
    players,
    version: 0,
    nextId: 1,
    clock: 0,
    zones: {},
    objects: {},
    lki: {},
    flow: [],
    pending: null,
    stack: [],
    effects: [],
    triggers: [],
    decisionCount: 0,
    result: null,
    g: {} as G,
  };
}

/** Create a game and run it to its first decision. */
export function createGame<G>(
  module: GameModule<G>,
  options: SetupOptions,
  sink: LogEntry[] | null = null,
): State<G> {
  const state = emptyState(module, options.seed, options.players);
  const ctx = new Ctx(state, module, sink);
  module.setup(ctx, options);
  run(state, module, sink);
  return state;
}

/** The decisions currently open (one per player asked; answered ones removed). */
export function openDecisions(state: State): Decision[] {
  const p = state.pending;
  if (!p) return [];
  return p.asks.filter((a) => !(a.player in p.answers));
}

/** Validate a submission without changing anything; returns the normalized answer or an error. */
export function validate<G>(
  state: State<G>,
  module: GameModule<G>,
  sub: Submission,
): { ok: true; value: unknown; decision: Decision } | { ok: false; error: DecisionError } {
  if (state.result) return { ok: false, error: { code: 'game-over', message: 'the game is over' } };
  if (isConcession(sub.answer)) return validateConcession(state, module, sub);
  const p = state.pending;
  if (!p) return { ok: false, error: { code: 'no-pending', message: 'no decision is pending' } };
  if (sub.pending !== undefined && sub.pending !== p.id) {
    return {
      ok: false,
      error: { code: 'stale-decision', message: `decision ${sub.pending} is not the pending one (${p.id})` },
    };
  }
  const decision = p.asks.find((a) => a.player === sub.player);
  if (!decision) {
    const who = p.asks.map((a) => a.player).join(', ');
    return {
      ok: false,
      error: {
        code: 'not-your-decision',
        message: `player ${sub.player} is not deciding now (waiting for ${who})`,
      },
    };
  }
  if (sub.player in p.answers) {
    return {
      ok: false,
      error: { code: 'already-answered', message: `player ${sub.player} has already answered` },
    };
  }
  const checked = checkAnswer(decision.domain, sub.answer);
  if (!checked.ok) return checked;
  if (decision.check) {
    const validator = module.validators?.[decision.check];
    if (!validator)
      throw new EngineError('no-validator', `game ${module.id} has no validator "${decision.check}"`);
    const err = validator(state, decision, checked.value);
    if (err) {
      return {
        ok: false,
        error: { code: 'rule-violation', message: err.reason.key, rule: err.rule, reason: err.reason },
      };
    }
  }
  return { ok: true, value: checked.value, decision };
}

function validateConcession<G>(
  state: State<G>,
  module: GameModule<G>,
  sub: Submission,
): { ok: true; value: unknown; decision: Decision } | { ok: false; error: DecisionError } {
  if (!module.concede)
    return {
      ok: false,
      error: { code: 'rule-violation', message: `game ${module.id} has no concession rule` },
    };
  if (!Number.isInteger(sub.player) || sub.player < 0 || sub.player >= state.players)
    return {
      ok: false,
      error: { code: 'not-your-decision', message: `there is no player ${String(sub.player).slice(0, 20)}` },
    };
  const p = state.pending;
  if (sub.pending !== undefined && sub.pending !== (p?.id ?? 0))
    return {
      ok: false,
      error: {
        code: 'stale-decision',
        message: `decision ${sub.pending} is not the pending one (${p?.id ?? 0})`,
      },
    };
  const decision: Decision = {
    player: sub.player,
    kind: 'concede',
    prompt: { key: 'k.concede' },
    domain: { type: 'pick', min: 0, max: 0, options: [] },
  };
  return { ok: true, value: CONCEDE, decision };
}

/** The chosen options (typed requests, see `ctx.choose`) in place of their ids. */
function typedAnswer(d: Decision, value: unknown): TypedAnswer {
  const dom = d.domain;
  if (dom.type === 'pick' || dom.type === 'order') {
    const opts = dom.type === 'pick' ? dom.options : dom.items;
    return (value as string[]).map((id) => opts.find((o) => o.id === id) as Option);
  }
  if (dom.type === 'distribute') {
    const rec = value as Record<string, number>;
    return dom.items.map((option) => ({ option, amount: rec[option.id] }));
  }
  return value as number;
}

function typedAll(p: Pending, answers: Record<number, unknown>): Record<number, unknown> {
  const out: Record<number, unknown> = {};
  for (const d of p.asks) if (d.player in answers) out[d.player] = typedAnswer(d, answers[d.player]);
  return out;
}

/**
 * Apply a decision and run to the next one. A refused submission returns the error and leaves the
 * state untouched.
 */
export function submit<G>(
  state: State<G>,
  module: GameModule<G>,
  sub: Submission,
  sink: LogEntry[] | null = null,
): SubmitResult {
  const v = validate(state, module, sub);
  if (!v.ok) return v;
  state.decisionCount++;
  if (module.mutations !== 'tracked') state.version++;
  if (v.value === CONCEDE) {
    // FFTCG 2.1: the game's concession rule decides the result; nothing is asked any more.
    module.concede!(state, sub.player);
    state.pending = null;
    state.version++;
    if (sink) sink.push({ seq: sink.length, msg: { key: 'k.conceded', args: { player: sub.player } } });
    return { ok: true };
  }
  const p = state.pending!;
  const typed = p.typed === true;
  if (p.mode === 'one') {
    deliver(state, p.frame, typed ? typedAnswer(v.decision, v.value) : v.value);
  } else {
    p.answers[sub.player] = v.value;
    const passed = p.mode === 'race' && isPass(v.decision, v.value);
    if (p.mode === 'race' && !passed) {
      const answer = typed ? typedAnswer(v.decision, v.value) : v.value;
      deliver(state, p.frame, { player: sub.player, answer });
    } else if (Object.keys(p.answers).length === p.asks.length) {
      const answers = typed ? typedAll(p, p.answers) : p.answers;
      deliver(state, p.frame, p.mode === 'race' ? { player: null, answers } : answers);
    } else {
      return { ok: true };
    }
  }
  run(state, module, sink);
  return { ok: true };
}

/**
 * Like `submit`, but if the game module throws while applying the decision, the state is put back
 * exactly as it was and the failure is returned as an `engine-error` (for people playing: a bug in a
 * rule must not lose their game). Costs one serialization per decision.
 */
export function submitSafely<G>(
  state: State<G>,
  module: GameModule<G>,
  sub: Submission,
  sink: LogEntry[] | null = null,
): SubmitResult {
  const v = validate(state, module, sub);
  if (!v.ok) return v;
  const saved = JSON.stringify(state);
  const logLength = sink?.length ?? 0;
  try {
    return submit(state, module, sub, sink);
  } catch (e) {
    restoreInPlace(state, saved);
    if (sink) sink.length = logLength;
    return {
      ok: false,
      error: { code: 'engine-error', message: e instanceof Error ? e.message : String(e) },
    };
  }
}

function isPass(d: Decision, value: unknown): boolean {
  if (d.passId === undefined) return false;
  return Array.isArray(value) ? value.length === 1 && value[0] === d.passId : value === d.passId;
}

function deliver(state: State, frameIndex: number, value: unknown): void {
  const f = state.flow[frameIndex];
  if (!f) throw new EngineError('lost-frame', `pending decision points at missing frame ${frameIndex}`);
  if (frameIndex !== state.flow.length - 1) {
    throw new EngineError('frame-not-top', 'the frame waiting for a decision must be on top of the flow');
  }
  f.answer = value;
  state.pending = null;
}

// ---- state operations -------------------------------------------------------------------------

export { cloneJson };

/** The fields of most objects, in the order the kernel creates them (`ctx.create`, `ctx.move`). */
const PLAIN_FIELDS = ['id', 'card', 'owner', 'controller', 'zone', 'ts', 'data'];
const MOVED_FIELDS = ['id', 'card', 'owner', 'controller', 'zone', 'ts', 'prev', 'data'];
const FACE_DOWN_FIELDS = ['id', 'card', 'owner', 'controller', 'zone', 'ts', 'data', 'faceDown'];

function hasFields(keys: string[], fields: string[]): boolean {
  if (keys.length !== fields.length) return false;
  for (let i = 0; i < fields.length; i++) if (keys[i] !== fields[i]) return false;
  return true;
}

/** A copy of an object's data record (most are empty). */
function cloneData<D>(data: D): D {
  if (typeof data !== 'object' || data === null) return data;
  for (const _ in data) return cloneJson(data);
  return {} as D;
}

/**
 * Copy of one object with its fields in the same order. The three shapes nearly all objects have
 * (issue 10: measured over mid-game states of every game) are written as literals, so every copy
 * of them has one of two hidden classes; a spread makes copies of the many shapes of the
 * original and, in a game with several, was 2–3 times slower.
 */
function cloneObject(o: GameObject): GameObject {
  const keys = Object.keys(o);
  if (hasFields(keys, PLAIN_FIELDS))
    return {
      id: o.id,
      card: o.card,
      owner: o.owner,
      controller: o.controller,
      zone: o.zone,
      ts: o.ts,
      data: cloneData(o.data),
    };
  if (hasFields(keys, MOVED_FIELDS))
    return {
      id: o.id,
      card: o.card,
      owner: o.owner,
      controller: o.controller,
      zone: o.zone,
      ts: o.ts,
      prev: o.prev,
      data: cloneData(o.data),
    };
  if (hasFields(keys, FACE_DOWN_FIELDS))
    return {
      id: o.id,
      card: o.card,
      owner: o.owner,
      controller: o.controller,
      zone: o.zone,
      ts: o.ts,
      data: cloneData(o.data),
      faceDown: o.faceDown,
    };
  const c: GameObject = { ...o, data: cloneJson(o.data) };
  if (o.seenBy) c.seenBy = o.seenBy.slice();
  if (o.linked) c.linked = o.linked.slice();
  if (o.stamps) c.stamps = { ...o.stamps };
  return c;
}

/**
 * Copy of a whole state for AI search and safe play. Objects and zones have a known shape, so they
 * are copied field by field (several times faster than a generic deep copy); the rest is generic.
 */
export function cloneState<G>(state: State<G>): State<G> {
  const objects: Record<number, GameObject> = {};
  for (const k of Object.keys(state.objects)) {
    (objects as Record<string, GameObject>)[k] = cloneObject(
      (state.objects as Record<string, GameObject>)[k],
    );
  }
  const zones: Record<string, Zone> = {};
  for (const k of Object.keys(state.zones)) {
    const z = state.zones[k];
    zones[k] = { id: z.id, owner: z.owner, visibility: z.visibility, objects: z.objects.slice() };
  }
  let copy: Record<string, unknown>;
  if (hasCheckpointAccessor(state)) {
    // A checkpoint is an accessor on the state (checkpoint.ts). A spread would make it a plain
    // field, which a later checkpoint must turn back into an accessor, making the copy a slow
    // dictionary object; the copy gets an accessor of its own instead.
    const { checkpoint: _text, ...rest } = state;
    copy = rest as Record<string, unknown>;
    copyCheckpointField(state, copy as unknown as State);
  } else copy = { ...state } as unknown as Record<string, unknown>;
  copy.rng = state.rng.slice();
  copy.zones = zones;
  copy.objects = objects;
  copy.lki = cloneJson(state.lki);
  copy.flow = cloneJson(state.flow);
  copy.pending = cloneJson(state.pending);
  copy.effects = cloneJson(state.effects);
  copy.triggers = cloneJson(state.triggers);
  copy.g = cloneJson(state.g);
  if (state.stack) copy.stack = cloneJson(state.stack);
  inheritProjection(copy as unknown as State<G>, state);
  if (state.delayed) copy.delayed = cloneJson(state.delayed);
  return copy as unknown as State<G>;
}

/** The state as text (plain JSON; objects written compactly, see `state-text.ts`). */
export function serialize(state: State): string {
  return serializeState(state);
}

/**
 * Parse a serialized state, checking its shape enough to refuse garbage with a clear error. Reads
 * the text `serialize` writes (version 3) and the forms written before it (versions 1 and 2).
 */
export function restore<G = any>(text: string): State<G> {
  let v: any;
  try {
    v = JSON.parse(text);
  } catch (e) {
    throw new EngineError('bad-state', `state is not valid JSON: ${(e as Error).message}`);
  }
  if (typeof v !== 'object' || v === null || !Array.isArray(v.flow)) {
    throw new EngineError('bad-state', 'not an Arbiter state (schema 1)');
  }
  unpackAnyVersion(v);
  if (typeof v.zones !== 'object' || v.zones === null) {
    throw new EngineError('bad-state', 'not an Arbiter state (schema 1)');
  }
  if (!Array.isArray(v.stack)) v.stack = [];
  return v as State<G>;
}

/** What a tracked game may change only through kernel methods (for `kernelChecks.mutations`). */
function fingerprint(state: State): string {
  return JSON.stringify([state.objects, state.zones, state.effects]);
}

/** Hash of everything that determines how the game goes on. */
export function stateHash(state: State): string {
  return hashValue(state);
}
