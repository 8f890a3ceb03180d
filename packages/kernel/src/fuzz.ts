/**
 * Fuzzing a game through its public API. Random games are played with a seeded answer picker, and at
 * decision points the fuzzer checks what every game must guarantee (principles 2–5):
 *
 * - `lockstep`: a serialized-and-restored copy (in even games) or a clone (in odd ones), made at a
 *   sampled point, follows the real game to its end with the same answers and the same state (the
 *   copy runs without a log, so writing the log must not change the state either);
 * - `tree` (at every decision point): no object or array is reachable twice from the state's root
 *   (`sharedInState`): a restored or cloned copy would hold two objects where the original has one;
 * - `answer-copy`: changing an answer after it was accepted changes nothing in the state;
 * - `refuse:<code>`: bad answers of every kind (wrong or absent player, stale request id, unknown,
 *   duplicate, too many or too few options, every wrong type, huge strings, answers after the end)
 *   are refused with their error code, a short message, and the state unchanged;
 * - `options`: every offered option (multi-picks at their least and greatest size, orders, numbers,
 *   distributions) is accepted, on a clone, and the game goes on without an error;
 * - `view-marker`, `view-ids`, `log-marker`: the views and logs of every player and a spectator name
 *   no hidden object — every hidden object gets a marker name, which must never appear, and no
 *   object id of a hidden object may appear under an id-like key;
 * - `permute`: the identities of cards a viewer cannot see are permuted (`permuteHidden`); the same
 *   answers are applied in both worlds, and the viewer's view, log and who is asked must stay
 *   identical until a permuted card becomes visible to them.
 *
 * Everything is deterministic from the seed (the expensive checks run at a sampled share of decision
 * points, drawn from the seed too): a failure is reproduced by the seed and the step it names.
 */
import { sharedInState } from './checks.ts';
import { domainOptions, randomAnswer } from './decisions.ts';
import {
  cloneJson,
  cloneState,
  createGame,
  openDecisions,
  restore,
  type Submission,
  serialize,
  stateHash,
  submit,
  validate,
} from './engine.ts';
import type { DecisionErrorCode } from './errors.ts';
import type { GameModule } from './module.ts';
import { Rng } from './rng.ts';
import { defaultDecks } from './selfplay.ts';
import type { Decision, Domain, GameObject, LogEntry, ObjId, PlayerId, State } from './types.ts';
import { canSee, redactLog, type Viewer, viewFor } from './view.ts';

export interface FuzzOptions {
  /** Decisions of the real games to play (the checks' own decisions are not counted). */
  decisions: number;
  seed: string;
  /** Seats (the game's default otherwise). */
  players?: number;
  /** Share of decision points at which the expensive checks run (default 0.02). */
  sample?: number;
  /** Decisions followed in the two worlds of one permutation check (default 12). */
  permuteSteps?: number;
  /** Stop recording failures after this many (they are still counted). */
  maxFailures?: number;
  /** Play only this game (a seed a failure named, `<seed>#<n>`), to reproduce it. */
  only?: string;
  onProgress?: (decisions: number) => void;
}

export interface FuzzFailure {
  check: string;
  /** Seed of the game (`<run seed>#<index>`): `createGame` with it and the fuzzer's picker replays it. */
  seed: string;
  /** Decision of that game at which the check failed (0 = the first decision). */
  step: number;
  message: string;
}

export interface FuzzReport {
  game: string;
  players: number;
  seed: string;
  sample: number;
  decisions: number;
  games: number;
  finished: number;
  /** How often each check ran (for `refuse:*`, `options` and `*-steps`: answers or steps checked). */
  checks: Record<string, number>;
  failureCount: number;
  failures: FuzzFailure[];
}

/** Where a failure happened, for messages. */
interface At {
  seed: string;
  step: number;
}

const MARK = 'HIDDEN\u0001';
/** Keys under which a view or log names objects. */
const ID_KEYS = new Set([
  'id',
  'obj',
  'src',
  'source',
  'target',
  'targets',
  'keep',
  'it',
  'ids',
  'blk',
  'tg',
]);
/**
 * The same inside the game's own data (`g`): there games use `id`, `targets` ... also for serial
 * numbers, seats and roles, so only message references are read.
 */
const G_ID_KEYS = new Set(['obj']);
/** In the kernel's stack view. */
const STACK_ID_KEYS = new Set(['obj', 'source']);
const HUGE = 'x'.repeat(1_000_000);

/** The seed of game i of a fuzz run. */
export function fuzzGameSeed(seed: string, i: number): string {
  return `${seed}#${i}`;
}

/**
 * A copy of the state in which the cards of the objects `viewer` cannot see are shuffled among
 * themselves, owner by owner (a player's cards stay that player's): another world that looks the
 * same to the viewer. Objects that one of `keepFor` can see are left alone (so that a decision those
 * players are making stays a legal decision in the new world). Only `card` changes: ids, zones,
 * positions, status and the game's data stay, so the same answers can be applied in both worlds.
 */
export function permuteHidden<G>(
  state: State<G>,
  module: GameModule<G>,
  viewer: Viewer,
  rng: Rng,
  keepFor: readonly PlayerId[] = [],
): State<G> {
  const out = cloneState(state);
  const byOwner = new Map<PlayerId, GameObject[]>();
  for (const z of Object.values(out.zones)) {
    for (const id of z.objects) {
      const o = out.objects[id];
      if (!o || canSee(out, module, o, viewer)) continue;
      if (keepFor.some((p) => canSee(out, module, o, p))) continue;
      const list = byOwner.get(o.owner) ?? [];
      list.push(o);
      byOwner.set(o.owner, list);
    }
  }
  for (const list of byOwner.values()) {
    const cards = rng.shuffle(list.map((o) => o.card));
    list.forEach((o, i) => {
      o.card = cards[i];
    });
  }
  // Cached characteristics of the old world must not be read in the new one.
  out.version++;
  return out;
}

/** Play random games of a module and check it at every decision point (see the file's comment). */
export function fuzz(module: GameModule, opts: FuzzOptions): FuzzReport {
  const players = opts.players ?? module.players.default;
  const sample = opts.sample ?? 0.02;
  const report: FuzzReport = {
    game: module.id,
    players,
    seed: opts.seed,
    sample,
    decisions: 0,
    games: 0,
    finished: 0,
    checks: {},
    failureCount: 0,
    failures: [],
  };
  const fz = new Fuzzer(module, players, sample, opts.permuteSteps ?? 12, opts.maxFailures ?? 50, report);
  if (opts.only !== undefined) {
    const index = Number(/#(\d+)$/.exec(opts.only)?.[1] ?? 0);
    fz.playOne(index, opts.only, opts.decisions);
    return report;
  }
  for (let i = 0; report.decisions < opts.decisions; i++) {
    fz.playOne(i, fuzzGameSeed(opts.seed, i), opts.decisions - report.decisions);
    opts.onProgress?.(report.decisions);
  }
  return report;
}

/** Decisions between two comparisons of whole states in a lockstep. */
const LOCKSTEP_FULL_EVERY = 8;

function fingerprint(s: State): string {
  const p = s.pending;
  return `${s.rng.join(',')}|${s.version}|${s.nextId}|${s.clock}|${s.decisionCount}|${s.flow.length}|${p ? `${p.id}:${p.asks.map((a) => a.player).join(',')}` : '-'}|${s.result ? s.result.rule : ''}`;
}

/** A copy of the real game made at a sampled point, following it to the end. */
interface Lockstep {
  copy: State;
  /** Serialized and restored, or cloned: games take turns. */
  kind: 'restored' | 'cloned';
  since: number;
}

class Fuzzer {
  /** Log entries of the current game already read by the log check. */
  private logFrom = 0;

  constructor(
    readonly module: GameModule,
    readonly players: number,
    readonly sample: number,
    readonly permuteSteps: number,
    readonly maxFailures: number,
    readonly report: FuzzReport,
  ) {}

  count(check: string, n = 1): void {
    this.report.checks[check] = (this.report.checks[check] ?? 0) + n;
  }

  fail(check: string, at: At, message: string): void {
    this.report.failureCount++;
    if (this.report.failures.length < this.maxFailures)
      this.report.failures.push({ check, seed: at.seed, step: at.step, message: message.slice(0, 500) });
  }

  /** Play game `index` of the run, of at most `budget` decisions. */
  playOne(index: number, seed: string, budget: number): void {
    const module = this.module;
    const log: LogEntry[] = [];
    const at: At = { seed, step: 0 };
    let state: State;
    try {
      state = createGame(
        module,
        { seed, players: this.players, decks: defaultDecks(module, this.players) },
        log,
      );
    } catch (e) {
      this.fail('exception', at, `createGame threw: ${errText(e)}`);
      this.report.games++;
      return;
    }
    this.report.games++;
    this.logFrom = 0;
    const pick = new Rng(`fuzz-pick:${seed}`);
    const dice = new Rng(`fuzz-sample:${seed}`);
    let lock: Lockstep | null = null;
    // One tree failure per game: a shared object usually stays shared for many decisions.
    let shared = false;
    let step = 0;
    while (!state.result && step < budget && step < module.maxDecisions) {
      at.step = step;
      const open = openDecisions(state);
      if (open.length === 0) {
        this.fail('stuck', at, 'no result and no decision pending');
        break;
      }
      if (!shared) shared = this.tree(state, at);
      const sampled = dice.int(1_000_000) < this.sample * 1_000_000;
      if (sampled) {
        this.refusals(state, at, dice);
        this.allOptions(state, at, dice);
        this.views(state, log, at);
        this.permutation(state, at, dice);
        if (!lock) {
          const kind = index % 2 === 0 ? 'restored' : 'cloned';
          lock = {
            copy: kind === 'restored' ? restore(serialize(state)) : cloneState(state),
            kind,
            since: step,
          };
          this.count(`lockstep-${kind}-starts`);
        }
      }
      const d = open[pick.int(open.length)];
      const sub: Submission = {
        player: d.player,
        answer: randomAnswer(d.domain, pick),
        pending: state.pending!.id,
      };
      // Shadows get their own copy of the answer: the real one is mutated after submit below.
      const shadowSub: Submission = { ...sub, answer: cloneJson(sub.answer) };
      let ok: boolean;
      try {
        const r = submit(state, module, sub, log);
        ok = r.ok;
        if (!r.ok) this.fail('refused-legal', at, `${d.kind}: ${r.error.code}: ${r.error.message}`);
      } catch (e) {
        this.fail('exception', at, `${d.kind}: ${errText(e)}`);
        return;
      }
      if (!ok) return;
      step++;
      this.report.decisions++;
      if (sampled) this.answerCopy(state, sub.answer, at);
      if (lock) lock = this.lockstepStep(lock, state, shadowSub, at);
    }
    if (state.result) {
      this.report.finished++;
      this.afterEnd(state, at);
    } else if (step >= module.maxDecisions) {
      this.fail('capped', at, `no result after ${step} decisions (the game's cap)`);
    }
  }

  // ---- lockstep --------------------------------------------------------------------------------

  lockstepStep(lock: Lockstep, real: State, sub: Submission, at: At): Lockstep | null {
    // The whole state is compared every few decisions and at the end; in between, a fingerprint
    // (generator, counters, depth of the flow) that any divergence soon changes.
    const full = real.result !== null || (real.decisionCount - lock.since) % LOCKSTEP_FULL_EVERY === 0;
    const want = full ? serialize(real) : fingerprint(real);
    const name = lock.kind;
    const st = lock.copy;
    {
      try {
        const r = submit(st, this.module, { ...sub, answer: cloneJson(sub.answer) });
        if (!r.ok) {
          this.fail('lockstep', at, `${name} copy (from step ${lock.since}) refused: ${r.error.message}`);
          return null;
        }
      } catch (e) {
        this.fail('lockstep', at, `${name} copy (from step ${lock.since}) threw: ${errText(e)}`);
        return null;
      }
      const same = full
        ? serialize(st) === want || stateHash(st) === stateHash(real)
        : fingerprint(st) === want;
      if (!same) {
        this.fail('lockstep', at, `${name} copy (from step ${lock.since}) has a different state hash`);
        return null;
      }
    }
    this.count(`lockstep-${name}-steps`);
    return real.result ? null : lock;
  }

  // ---- the state is a tree ---------------------------------------------------------------------

  /** Fails `tree` if an object is reachable twice from the state's root; true if it failed. */
  tree(state: State, at: At): boolean {
    this.count('tree');
    const shared = sharedInState(state);
    if (shared === null) return false;
    this.fail('tree', at, shared);
    return true;
  }

  // ---- answers kept by reference ---------------------------------------------------------------

  answerCopy(state: State, answer: unknown, at: At): void {
    if (typeof answer !== 'object' || answer === null) return;
    const before = serialize(state);
    if (Array.isArray(answer)) {
      answer.push('changed-after-submit');
      if (answer.length > 1) answer[0] = 'changed-after-submit';
    } else {
      const rec = answer as Record<string, unknown>;
      for (const k of Object.keys(rec)) rec[k] = 987654;
      rec.changedAfterSubmit = 1;
    }
    this.count('answer-copy');
    if (serialize(state) !== before)
      this.fail('answer-copy', at, 'changing an accepted answer changed the state');
  }

  // ---- refused answers -------------------------------------------------------------------------

  refusals(state: State, at: At, rng: Rng): void {
    const p = state.pending!;
    const open = openDecisions(state);
    const d = open[rng.int(open.length)];
    const cases: [DecisionErrorCode, Submission][] = [];
    const good = randomAnswer(d.domain, rng);
    const deciders = new Set(p.asks.map((a) => a.player));
    for (const who of [-1, this.players, this.players + 7, 0.5])
      cases.push(['not-your-decision', { player: who, answer: good }]);
    for (let q = 0; q < this.players; q++)
      if (!deciders.has(q)) cases.push(['not-your-decision', { player: q, answer: good }]);
    for (const q of Object.keys(p.answers).map(Number))
      cases.push(['already-answered', { player: q, answer: good, pending: p.id }]);
    for (const stale of [p.id - 1, p.id + 1, 0, -5])
      cases.push(['stale-decision', { player: d.player, answer: good, pending: stale }]);
    for (const [code, answer] of badAnswers(d.domain)) cases.push([code, { player: d.player, answer }]);
    const before = serialize(state);
    for (const [code, sub] of cases) {
      this.count(`refuse:${code}`);
      let r: ReturnType<typeof submit>;
      try {
        r = submit(state, this.module, sub);
      } catch (e) {
        this.fail(`refuse:${code}`, at, `${d.kind}: ${describe(sub.answer)} threw: ${errText(e)}`);
        continue;
      }
      if (r.ok) {
        this.fail(`refuse:${code}`, at, `${d.kind}: ${describe(sub.answer)} by ${sub.player} was accepted`);
        return; // the state moved on: later cases would test another decision
      }
      if (r.error.code !== code)
        this.fail(
          `refuse:${code}`,
          at,
          `${d.kind}: ${describe(sub.answer)} gave ${r.error.code}, not ${code}`,
        );
      if (r.error.message.length > 1000)
        this.fail(`refuse:${code}`, at, `error message of ${r.error.message.length} characters`);
      if (serialize(state) !== before) {
        this.fail(`refuse:${code}`, at, `${d.kind}: a refused ${describe(sub.answer)} changed the state`);
        return;
      }
    }
  }

  afterEnd(state: State, at: At): void {
    const before = serialize(state);
    for (const sub of [
      { player: 0, answer: ['pass'] },
      { player: 0, answer: 0, pending: state.decisionCount },
    ]) {
      this.count('refuse:game-over');
      const r = submit(state, this.module, sub);
      if (r.ok || r.error.code !== 'game-over')
        this.fail('refuse:game-over', at, `an answer after the end gave ${r.ok ? 'ok' : r.error.code}`);
      if (serialize(state) !== before)
        this.fail('refuse:game-over', at, 'an answer after the end changed the state');
    }
  }

  // ---- every option is legal -------------------------------------------------------------------

  allOptions(state: State, at: At, rng: Rng): void {
    for (const d of openDecisions(state)) {
      for (const answer of legalAnswers(d.domain, rng)) {
        this.count('options');
        const c = cloneState(state);
        try {
          const v = validate(c, this.module, { player: d.player, answer });
          if (!v.ok) {
            this.fail('options', at, `${d.kind}: offered ${describe(answer)} refused: ${v.error.message}`);
            continue;
          }
          const r = submit(c, this.module, { player: d.player, answer });
          if (!r.ok)
            this.fail('options', at, `${d.kind}: offered ${describe(answer)} refused: ${r.error.message}`);
        } catch (e) {
          this.fail('options', at, `${d.kind}: offered ${describe(answer)} threw: ${errText(e)}`);
        }
      }
    }
  }

  // ---- views and logs name no hidden object ----------------------------------------------------

  views(state: State, log: readonly LogEntry[], at: At): void {
    const module = this.module;
    for (const viewer of viewers(this.players)) {
      const hidden = new Set<ObjId>();
      for (const o of Object.values(state.objects)) if (!canSee(state, module, o, viewer)) hidden.add(o.id);
      // A marker name on every hidden object (and on the message references to it that the state keeps).
      const marked = cloneState(state);
      for (const id of hidden) marked.objects[id].card = `${MARK}${id}`;
      markRefs(marked.pending, hidden);
      this.count('view-marker');
      const view = viewFor(marked, module, viewer);
      const text = JSON.stringify(view);
      if (text.includes(MARK)) this.fail('view-marker', at, `the view of ${who(viewer)} names a hidden card`);
      // No id of a hidden object, under an id-like key (marking changed no id).
      this.count('view-ids');
      // Stack items have serial numbers of their own under `id`; their sources and targets are objects.
      const { g, stack, ...rest } = view as typeof view & { stack?: unknown };
      const named = [
        ...idsNamedIn(rest, ID_KEYS),
        ...idsNamedIn(stack, STACK_ID_KEYS),
        ...idsNamedIn(g, G_ID_KEYS),
      ];
      const leaked = named.find((id) => hidden.has(id));
      if (leaked !== undefined)
        this.fail('view-ids', at, `the view of ${who(viewer)} names hidden object ${leaked}`);
      // The log as this viewer reads it: references to hidden objects carry a marker card. Each
      // entry is read once, at the first check after it was written.
      this.count('log-marker');
      const fresh = log.slice(this.logFrom);
      const markedLog = fresh.map((e) => {
        const c = cloneJson(e);
        markRefs(c, hidden);
        return c;
      });
      const logText = JSON.stringify(redactLog(state, module, markedLog, viewer));
      if (logText.includes(MARK))
        this.fail('log-marker', at, `the log of ${who(viewer)} names a hidden card`);
      const logLeak = idsNamedIn(redactLog(state, module, fresh, viewer), new Set(['obj'])).find((id) =>
        hidden.has(id),
      );
      if (logLeak !== undefined)
        this.fail('log-marker', at, `the log of ${who(viewer)} names hidden object ${logLeak}`);
    }
    this.logFrom = log.length;
  }

  // ---- permuting what a viewer cannot see ------------------------------------------------------

  permutation(state: State, at: At, rng: Rng): void {
    const module = this.module;
    const all = viewers(this.players);
    const viewer = all[rng.int(all.length)];
    const deciders = openDecisions(state).map((d) => d.player);
    const a = cloneState(state);
    const b = permuteHidden(state, module, viewer, rng, deciders);
    const logA: LogEntry[] = [];
    const logB: LogEntry[] = [];
    this.count('permute');
    const trace: string[] = [];
    for (let k = 0; k < this.permuteSteps; k++) {
      if (revealed(a, b, module, viewer)) {
        this.count('permute-revealed');
        return;
      }
      const va = viewFor(a, module, viewer);
      const vb = viewFor(b, module, viewer);
      const ra = redactLog(a, module, logA, viewer);
      const rb = redactLog(b, module, logB, viewer);
      // A reference the viewer may read that names different cards in the two worlds: a permuted card
      // was shown (perhaps only for a moment, e.g. while it passed through a public zone).
      if (refsDiffer([va, ra], [vb, rb])) {
        this.count('permute-revealed');
        return;
      }
      const ja = JSON.stringify(va);
      const jb = JSON.stringify(vb);
      const la = JSON.stringify(ra);
      const lb = JSON.stringify(rb);
      this.count('permute-steps');
      if (ja !== jb || la !== lb) {
        const what =
          JSON.stringify(va.waitingFor) !== JSON.stringify(vb.waitingFor)
            ? `who is asked differs (${JSON.stringify(va.waitingFor)} / ${JSON.stringify(vb.waitingFor)})`
            : la !== lb
              ? `the log differs: ${firstDifference(la, lb)}`
              : `the view differs: ${firstDifference(ja, jb)}`;
        const pend = (x: State) =>
          openDecisions(x)
            .map((d) => `${d.player}:${d.kind}`)
            .join(',');
        this.fail(
          'permute',
          at,
          `${k} decision(s) after permuting what ${who(viewer)} cannot see (${trace.join('; ')}): ${what}; asked ${pend(a)} / ${pend(b)}`,
        );
        return;
      }
      if (a.result || b.result) return;
      const open = openDecisions(a);
      const d = open[rng.int(open.length)];
      const answer = randomAnswer(d.domain, rng);
      trace.push(`${d.player} ${d.kind} ${describe(answer)}`);
      // Someone who can see a permuted card plays it: what follows depends on which card it is.
      if (usesPermuted(a, b, d, answer)) {
        this.count('permute-played-hidden');
        return;
      }
      try {
        const ra = submit(a, module, { player: d.player, answer: cloneJson(answer) }, logA);
        if (!ra.ok) return;
      } catch {
        // The real game is checked elsewhere; here it only ends the comparison.
        return;
      }
      try {
        const rb = submit(b, module, { player: d.player, answer: cloneJson(answer) }, logB);
        // The other world may not offer this answer: the decider could see what was permuted.
        if (!rb.ok) {
          this.count('permute-answer-differs');
          return;
        }
      } catch (e) {
        // A permuted world need not be one the game could reach; count it, it is no verdict.
        this.count('permute-inconclusive');
        void e;
        return;
      }
    }
  }
}

// ---- answers --------------------------------------------------------------------------------------

/** Answers that must be refused, with the error code each must give. */
function badAnswers(dom: Domain): [DecisionErrorCode, unknown][] {
  const out: [DecisionErrorCode, unknown][] = [];
  const malformed: unknown[] = [null, undefined, true, {}, { a: 1 }, Number.NaN, [null], [1, 2]];
  switch (dom.type) {
    case 'pick': {
      const ids = dom.options.map((o) => o.id);
      for (const m of [...malformed, 5, -1, [5]]) out.push(['malformed', m]);
      // Of an allowed size, so that the count is right and only the ids are wrong.
      const k = Math.max(dom.min, 1);
      if (k <= dom.max && k - 1 <= ids.length) {
        const known = ids.slice(0, k - 1);
        out.push(['unknown-option', [...known, 'no-such-option']]);
        out.push(['unknown-option', [...known, HUGE]]);
        if (k === 1) out.push(['unknown-option', HUGE]);
      }
      const k2 = Math.max(dom.min, 2);
      if (k2 <= dom.max && ids.length >= k2 - 1 && ids.length >= 1)
        out.push(['duplicate-option', [ids[0], ...ids.slice(0, k2 - 1)]]);
      if (dom.max + 1 <= 1_000)
        out.push(['wrong-count', Array.from({ length: dom.max + 1 }, (_, i) => ids[i] ?? `extra${i}`)]);
      if (dom.min >= 1) out.push(['wrong-count', []]);
      if (dom.min >= 2) out.push(['wrong-count', ids.slice(0, dom.min - 1)]);
      return out;
    }
    case 'order': {
      const ids = dom.items.map((o) => o.id);
      for (const m of [...malformed.filter((x) => !Array.isArray(x)), 'x', 3]) out.push(['malformed', m]);
      out.push(['malformed', [1, 2]]);
      out.push(['wrong-count', [...ids, 'extra']]);
      if (ids.length >= 1) out.push(['wrong-count', ids.slice(1)]);
      if (ids.length >= 1) out.push(['unknown-option', [...ids.slice(1), HUGE]]);
      if (ids.length >= 2) out.push(['duplicate-option', [...ids.slice(1), ids[1]]]);
      return out;
    }
    case 'number': {
      for (const m of [null, undefined, true, {}, [], [dom.min], '1.5', 'abc', HUGE, 1.5, Number.NaN])
        out.push(['malformed', m]);
      out.push(['malformed', Number.POSITIVE_INFINITY]);
      out.push(['out-of-range', dom.max + 1]);
      out.push(['out-of-range', dom.min - 1]);
      return out;
    }
    case 'distribute': {
      for (const m of [null, undefined, true, [], ['a'], 'x', 3]) out.push(['malformed', m]);
      const first = dom.items[0]?.id;
      if (first !== undefined) out.push(['malformed', { [first]: 'x' }]);
      if (first !== undefined) out.push(['malformed', { [first]: 1.5 }]);
      out.push(['unknown-option', { [HUGE]: 1 }]);
      if (first !== undefined) out.push(['out-of-range', { [first]: dom.total + 1 }]);
      return out;
    }
  }
}

/** Legal answers to try: every option, multi-picks at their least and greatest size, orders, numbers, distributions. */
function legalAnswers(dom: Domain, rng: Rng): unknown[] {
  switch (dom.type) {
    case 'pick': {
      const ids = dom.options.map((o) => o.id);
      const hi = Math.min(dom.max, ids.length);
      if (dom.max === 1 && dom.min === 1) return ids.map((id) => [id]);
      const out: unknown[] = [];
      const sized = (k: number, first?: string) => {
        const rest = rng.shuffle(ids.filter((x) => x !== first));
        return first === undefined ? rest.slice(0, k) : [first, ...rest.slice(0, k - 1)];
      };
      for (const k of new Set([dom.min, hi])) {
        out.push(sized(k));
        out.push(ids.slice(0, k));
        out.push(ids.slice(ids.length - k));
      }
      // Each option at least once, in a pick of the greatest size.
      if (hi >= 1) for (const id of ids) out.push(sized(hi, id));
      return out;
    }
    case 'order': {
      const ids = dom.items.map((o) => o.id);
      return [ids, [...ids].reverse(), rng.shuffle([...ids])];
    }
    case 'number': {
      const span = dom.max - dom.min;
      return [...new Set([dom.min, dom.max, dom.min + (span > 0 ? rng.int(span + 1) : 0)])];
    }
    case 'distribute': {
      const out: unknown[] = [randomAnswer(dom, rng), randomAnswer(dom, rng)];
      // Fill the items in order as far as each may take (first items full, then the last items full).
      for (const items of [dom.items, [...dom.items].reverse()]) {
        const step = dom.step ?? 1;
        const cap = dom.max ?? Number.POSITIVE_INFINITY;
        const a: Record<string, number> = {};
        for (const it of dom.items) a[it.id] = dom.min;
        let left = dom.total - dom.min * dom.items.length;
        for (const it of items) {
          const add = Math.min(left, Math.floor((cap - dom.min) / step) * step);
          a[it.id] += add;
          left -= add;
        }
        if (left === 0) out.push(a);
      }
      return out;
    }
  }
}

// ---- helpers --------------------------------------------------------------------------------------

function viewers(players: number): Viewer[] {
  return [...Array.from({ length: players }, (_, i) => i), null];
}

function who(viewer: Viewer): string {
  return viewer === null ? 'a spectator' : `player ${viewer}`;
}

/**
 * Whether the viewer can see (now, or as it was when it left its zone) an object whose card differs
 * between the worlds, or that exists in one world only.
 */
function revealed(a: State, b: State, module: GameModule, viewer: Viewer): boolean {
  return shows(a, b, module, viewer) || shows(b, a, module, viewer);
}

function shows(a: State, b: State, module: GameModule, viewer: Viewer): boolean {
  for (const pool of ['objects', 'lki'] as const) {
    const oa = a[pool] as Record<string, GameObject>;
    for (const k of Object.keys(oa)) {
      const x = oa[k];
      const y = (b.objects as Record<string, GameObject>)[k] ?? (b.lki as Record<string, GameObject>)[k];
      if (y && x.card === y.card) continue;
      if (canSee(a, module, x, viewer)) return true;
    }
  }
  return false;
}

/** Whether a message reference `{obj, card}` names another card for the same object in the other world. */
function refsDiffer(a: unknown, b: unknown): boolean {
  const cards = refCards(a);
  for (const [obj, card] of refCards(b)) {
    const other = cards.get(obj);
    if (other !== undefined && other !== card) return true;
  }
  return false;
}

function refCards(v: unknown, out = new Map<number, string>()): Map<number, string> {
  if (typeof v !== 'object' || v === null) return out;
  if (Array.isArray(v)) {
    for (const x of v) refCards(x, out);
    return out;
  }
  const rec = v as Record<string, unknown>;
  if (typeof rec.obj === 'number' && typeof rec.card === 'string') out.set(rec.obj, rec.card);
  for (const k of Object.keys(rec)) refCards(rec[k], out);
  return out;
}

/** Whether an answer chooses an option about an object whose card differs between the worlds. */
function usesPermuted(a: State, b: State, d: Decision, answer: unknown): boolean {
  const chosen = new Set<string>(
    Array.isArray(answer)
      ? answer.map(String)
      : typeof answer === 'string'
        ? [answer]
        : typeof answer === 'object' && answer !== null
          ? Object.keys(answer)
          : [],
  );
  for (const o of domainOptions(d)) {
    if (!chosen.has(o.id) || o.obj === undefined) continue;
    const x = a.objects[o.obj] ?? a.lki[o.obj];
    const y = b.objects[o.obj] ?? b.lki[o.obj];
    if (!x || !y || x.card !== y.card) return true;
  }
  return false;
}

/**
 * Replace the card of message references to hidden objects with a marker. A reference marked
 * public (everyone could see the card when the entry was written) may stay named.
 */
function markRefs(v: unknown, hidden: Set<ObjId>): void {
  if (typeof v !== 'object' || v === null) return;
  if (Array.isArray(v)) {
    for (const x of v) markRefs(x, hidden);
    return;
  }
  const rec = v as Record<string, unknown>;
  if (typeof rec.obj === 'number' && hidden.has(rec.obj) && typeof rec.card === 'string' && rec.pub !== true)
    rec.card = `${MARK}${rec.obj}`;
  for (const k of Object.keys(rec)) markRefs(rec[k], hidden);
}

/** Every number found under one of `keys` anywhere in a value. */
function idsNamedIn(v: unknown, keys: Set<string>, out: number[] = [], under = false): number[] {
  if (typeof v === 'number') {
    if (under) out.push(v);
  } else if (Array.isArray(v)) {
    for (const x of v) idsNamedIn(x, keys, out, under);
  } else if (typeof v === 'object' && v !== null) {
    for (const [k, x] of Object.entries(v)) idsNamedIn(x, keys, out, keys.has(k));
  }
  return out;
}

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 60);
  return `…${a.slice(from, i + 60)}… / …${b.slice(from, i + 60)}…`;
}

function describe(answer: unknown): string {
  if (answer === undefined) return 'undefined';
  if (typeof answer === 'number' && !Number.isFinite(answer)) return String(answer);
  const text = JSON.stringify(answer) ?? String(answer);
  return text.length > 60 ? `${text.slice(0, 60)}… (${text.length} characters)` : text;
}

function errText(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}
