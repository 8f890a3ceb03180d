/**
 * A test kit for rulings, in the manner of XMage's ten-line scenario tests: set a board with the
 * game's scenario setup, act by option label, pass until a kind of decision, and look at the
 * result. Every method throws an Error with a one-line explanation when something is not as the
 * test says (a label that matches nothing, a refused answer), so a test reads as the ruling:
 *
 *   const t = ruling(fftcg, { setup: { players: [{ hand: ['F05'] }, {}] } });
 *   t.act('Cast Flame Burst').act('Discard Ember Knight').passUntil('attack');
 *   expect(t.zone('p1:break')).toContain('I01');
 *   expect(t.logged('FFTCG 11.11.2')).toBe(true);
 */
import { Ctx } from './ctx.ts';
import { domainOptions } from './decisions.ts';
import { emptyState, openDecisions, run, submit } from './engine.ts';
import type { DecisionError } from './errors.ts';
import { EngineError, InputError } from './errors.ts';
import { hashValue } from './hash.ts';
import type { GameModule } from './module.ts';
import {
  answerForLabels,
  checkExpectation,
  optionText,
  passOption,
  passUntilKind,
  type ScenarioExpectation,
  selectObject,
} from './scenario.ts';
import type { Decision, GameObject, LogEntry, ObjId, PlayerId, State } from './types.ts';

export interface RulingSetup {
  /** The game's scenario setup (its own schema, as in scenario files). */
  setup?: unknown;
  /** Inline card definitions (as in scenario files). */
  cards?: unknown[];
  seed?: string | number;
  players?: number;
}

export class Ruling<G = any> {
  readonly state: State<G>;
  readonly log: LogEntry[] = [];

  constructor(
    readonly module: GameModule<G>,
    opts: RulingSetup = {},
  ) {
    if (!module.scenario) throw new InputError(`game ${module.id} does not support scenarios`);
    this.state = emptyState(module, String(opts.seed ?? 'ruling'), opts.players ?? module.players.default);
    module.scenario.applySetup(new Ctx(this.state, module, this.log), opts.setup ?? {}, opts.cards ?? []);
    run(this.state, module, this.log);
  }

  // ---- what is asked ----------------------------------------------------------------------------

  /** The open decision of `player`, or the first open one. */
  decision(player?: PlayerId): Decision | undefined {
    const open = openDecisions(this.state);
    return player === undefined ? open[0] : open.find((d) => d.player === player);
  }

  /** Kind of the first open decision (undefined if none). */
  get kind(): string | undefined {
    return this.decision()?.kind;
  }

  /** Labels (English) of the options of `player`'s decision (or the first open one). */
  labels(player?: PlayerId): string[] {
    const d = this.decision(player);
    return d ? domainOptions(d).map((o) => optionText(this.module, o, 'en')) : [];
  }

  // ---- answering ----------------------------------------------------------------------------------

  /** Choose the option(s) whose label is `label` (en or zh; exact, else a unique substring). */
  act(label: string | readonly string[], player?: PlayerId): this {
    const d = this.need(player);
    const r = answerForLabels(this.module, d, label);
    if ('error' in r) throw new Error(r.error);
    return this.answer(r.answer, d.player);
  }

  /** Choose by option id. */
  choose(id: string | string[], player?: PlayerId): this {
    return this.answer(id, this.need(player).player);
  }

  /** Answer with the pass option of `player`'s decision (or the first open one). */
  pass(player?: PlayerId): this {
    const d = this.need(player);
    const o = passOption(d);
    if (!o)
      throw new Error(
        `${d.kind} of player ${d.player} cannot be passed (${this.labels(d.player).join(' | ')})`,
      );
    return this.answer(o.id, d.player);
  }

  /** Pass everything that can be passed until a decision of `kind` is open (for `player`). */
  passUntil(kind: string, player?: PlayerId): this {
    const err = passUntilKind(this.module, this.state, kind, this.log, player);
    if (err) throw new Error(err);
    return this;
  }

  /** Submit a raw answer (a number, a distribution ...); throws if it is refused. */
  answer(answer: unknown, player?: PlayerId): this {
    const d = this.need(player);
    const r = submit(this.state, this.module, { player: d.player, answer }, this.log);
    if (!r.ok)
      throw new Error(
        `${d.kind} of player ${d.player} refused ${JSON.stringify(answer).slice(0, 80)}: ${r.error.message}`,
      );
    return this;
  }

  /** Submit an answer that must be refused; checks the state did not change. Returns the error. */
  refuse(answer: unknown, player: PlayerId): DecisionError {
    const before = hashValue(this.state);
    const r = submit(this.state, this.module, { player, answer }, this.log);
    if (r.ok)
      throw new Error(`expected ${JSON.stringify(answer).slice(0, 80)} to be refused, it was accepted`);
    if (hashValue(this.state) !== before) throw new Error('a refused answer changed the state');
    return r.error;
  }

  // ---- looking at the result ------------------------------------------------------------------

  /** Card ids in a zone, bottom first. */
  zone(id: string): string[] {
    const z = this.state.zones[id];
    if (!z) throw new Error(`no zone "${id}"`);
    return z.objects.map((o) => this.state.objects[o].card);
  }

  /** The object a scenario setup tagged. */
  tagged(tag: string): GameObject {
    const o = selectObject(this.state, { tag });
    if (!o) throw new Error(`no object tagged "${tag}"`);
    return o;
  }

  /** A computed characteristic (after layers) of a tagged object or an object id. */
  characteristic(of: string | ObjId, name: string): unknown {
    const get = this.module.scenario?.characteristic;
    if (!get)
      throw new EngineError('no-characteristics', `game ${this.module.id} exposes no characteristics`);
    return get(this.state, typeof of === 'string' ? this.tagged(of).id : of, name);
  }

  /** How many log entries cite `rule` (and, if given, use message `key`). */
  logged(rule: string, key?: string): number {
    return this.log.filter((l) => l.rule === rule && (key === undefined || l.msg.key === key)).length;
  }

  /** Check a scenario expectation (same vocabulary as scenario files); throws if it fails. */
  expect(e: ScenarioExpectation): this {
    const f = checkExpectation(this.module, this.state, this.log, e);
    if (f) throw new Error(f);
    return this;
  }

  private need(player?: PlayerId): Decision {
    const d = this.decision(player);
    if (!d) {
      const why = this.state.result ? `the game is over (${this.state.result.rule})` : 'nothing is asked';
      throw new Error(`no decision${player === undefined ? '' : ` for player ${player}`}: ${why}`);
    }
    return d;
  }
}

/** A ruling test on a board set with the game's scenario setup. */
export function ruling<G>(module: GameModule<G>, opts: RulingSetup = {}): Ruling<G> {
  return new Ruling(module, opts);
}

/**
 * Principle 7 (a card is one file; rule files name no card), the pure half of the check every game
 * runs: where a card id is written in source text. An id counts when it is written as a string
 * (`'id'`, `"id"` or `` `id` ``), or with `anywhere`, wherever it stands as a whole word (for ids
 * such as `VZ-C01` that cannot be an ordinary word). Returns `path: id` for each file and id found,
 * sorted, each once. The half that reads files is `@arbiter/kernel/testkit-node` (node only: the web
 * client imports this module).
 */
export function cardsNamedIn(
  sources: readonly { path: string; text: string }[],
  cardIds: readonly string[],
  options: { anywhere?: boolean } = {},
): string[] {
  const pattern = cardIdPattern(cardIds, options);
  const found = new Set<string>();
  if (!pattern) return [];
  for (const { path, text } of sources) for (const m of text.matchAll(pattern)) found.add(`${path}: ${m[1]}`);
  return [...found].sort();
}

/** The pattern `cardsNamedIn` looks for (null for no ids): longest ids first, each one escaped. */
export function cardIdPattern(
  cardIds: readonly string[],
  options: { anywhere?: boolean } = {},
): RegExp | null {
  if (cardIds.length === 0) return null;
  const ids = [...new Set(cardIds)]
    .sort((a, b) => b.length - a.length)
    .map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
  return options.anywhere
    ? new RegExp(`(?<![\\w-])(${ids})(?![\\w-])`, 'g')
    : new RegExp(`['"\`](${ids})['"\`]`, 'g');
}
