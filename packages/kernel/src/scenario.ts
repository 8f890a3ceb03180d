/**
 * Scenario files: a ruling stated as data. Set up a board, play a script of decisions, and check
 * what follows. The format is the same for every game; only `setup` and `cards` follow the game's
 * own schema. See docs/scenarios.md.
 */
import { parse as parseYaml } from 'yaml';
import * as z from 'zod';
import { Ctx } from './ctx.ts';
import { domainOptions } from './decisions.ts';
import { emptyState, openDecisions, run, submit } from './engine.ts';
import { clip, InputError } from './errors.ts';
import { hashValue } from './hash.ts';
import { type Catalog, KERNEL_CATALOG, type Lang, renderMsg } from './messages.ts';
import type { GameModule } from './module.ts';
import type { Decision, GameObject, LogEntry, ObjId, Option, State } from './types.ts';

const ObjSelector = z.union([
  z.object({ tag: z.string() }).strict(),
  z.object({ zone: z.string(), card: z.string().optional(), index: z.number().int().optional() }).strict(),
]);

const Expectation = z
  .object({
    /** A computed characteristic of an object (after layers). */
    characteristic: z.object({ of: ObjSelector, name: z.string(), equals: z.unknown() }).strict().optional(),
    /** Zone contents by card id. */
    zone: z
      .object({
        id: z.string(),
        count: z.number().int().optional(),
        cards: z.array(z.string()).optional(),
        contains: z.array(z.string()).optional(),
        excludes: z.array(z.string()).optional(),
      })
      .strict()
      .optional(),
    /** A value in the state by dotted path, e.g. "g.players.1.damage". */
    value: z.object({ path: z.string(), equals: z.unknown() }).strict().optional(),
    /** The pending decision. */
    pending: z
      .object({
        player: z.number().int().optional(),
        kind: z.string().optional(),
        options: z.array(z.string()).optional(),
        includes: z.array(z.string()).optional(),
        excludes: z.array(z.string()).optional(),
        none: z.boolean().optional(),
      })
      .strict()
      .optional(),
    /** A rule citation (and optionally a message key) somewhere in the log so far. */
    log: z
      .object({ rule: z.string().optional(), key: z.string().optional(), count: z.number().int().optional() })
      .strict()
      .optional(),
    /** The result of the game. */
    result: z
      .object({
        winners: z.array(z.number().int()).optional(),
        draw: z.boolean().optional(),
        rule: z.string().optional(),
        over: z.boolean().optional(),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine((e) => Object.keys(e).length === 1, { message: 'each expectation states exactly one thing' });

const Step = z
  .object({
    /** Who answers (not needed for `passUntil`). */
    player: z.number().int().nonnegative().optional(),
    /** Option id (pick: one id or several; order: ids in order). */
    choose: z.union([z.string(), z.array(z.string())]).optional(),
    /** Match an option by its label in English or Chinese (exact, or contained if unique); a list
     * for several options or an order. */
    label: z.union([z.string(), z.array(z.string())]).optional(),
    /** Answer with the decision's pass option. */
    pass: z.literal(true).optional(),
    /** Pass every decision that can be passed until one of this kind is open (`player`, if given,
     * must be the one who decides it). */
    passUntil: z.string().optional(),
    /** A raw answer (numbers, distributions). */
    answer: z.unknown().optional(),
    /** Expect the engine to refuse this decision with this error code. */
    error: z.string().optional(),
    expect: z.array(Expectation).optional(),
    note: z.string().optional(),
  })
  .strict()
  .refine((st) => st.player !== undefined || st.passUntil !== undefined, {
    message: 'a step needs a player (only passUntil may leave it out)',
  });

export const ScenarioSchema = z
  .object({
    name: z.string(),
    game: z.string(),
    seed: z.union([z.string(), z.number()]).default('scenario'),
    /** Rules this scenario checks, e.g. ["FFTCG 15.1.1.9.6"]. */
    rules: z.array(z.string()).default([]),
    description: z.string().optional(),
    players: z.number().int().positive().optional(),
    cards: z.array(z.unknown()).default([]),
    setup: z.unknown().optional(),
    script: z.array(Step).default([]),
    expect: z.array(Expectation).default([]),
  })
  .strict();

export type Scenario = z.infer<typeof ScenarioSchema>;
export type ScenarioExpectation = z.infer<typeof Expectation>;

export function parseScenario(text: string, file = 'scenario'): Scenario {
  let raw: unknown;
  try {
    raw = file.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
  } catch (e) {
    // One line: the parser's first line says what and where (YAML adds a picture of the spot).
    throw new InputError(
      `${file}: not valid ${file.endsWith('.json') ? 'JSON' : 'YAML'}: ${clip((e as Error).message.split('\n')[0], 200)}`,
    );
  }
  const r = ScenarioSchema.safeParse(raw);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new InputError(`${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return r.data;
}

export interface ScenarioResult {
  name: string;
  passed: boolean;
  failures: string[];
  state: State;
  log: LogEntry[];
}

export function selectObject(state: State, sel: z.infer<typeof ObjSelector>): GameObject | undefined {
  if ('tag' in sel) return Object.values(state.objects).find((o) => o.data?.tag === sel.tag);
  const zone = state.zones[sel.zone];
  if (!zone) return undefined;
  const objs = zone.objects.map((id) => state.objects[id]);
  const matching = sel.card ? objs.filter((o) => o.card === sel.card) : objs;
  return matching[sel.index ?? 0];
}

/**
 * The value at a dotted path. A key missing from an object on the way is a malformed scenario (a
 * typo); a null on the way, or an index past the end of a list, gives undefined (a value that is
 * not there now, which the expectation then reports as a failure).
 */
function getPath(v: unknown, path: string): unknown {
  let cur: any = v;
  const parts = path.split('.');
  for (let i = 0; i < parts.length; i++) {
    if (cur === null || cur === undefined) return undefined;
    const last = i === parts.length - 1;
    if (!last && !Array.isArray(cur) && typeof cur === 'object' && !(parts[i] in cur))
      throw new InputError(
        `expectation path "${cut(path)}": "${cut(parts.slice(0, i + 1).join('.'))}" does not exist in the state`,
      );
    cur = cur[parts[i]];
  }
  return cur;
}

function same(a: unknown, b: unknown): boolean {
  return hashValue(a ?? null) === hashValue(b ?? null);
}

/**
 * The names an expectation uses must exist: a characteristic the game knows, a tag the setup
 * gave, a zone of the game, a path whose parents exist. Otherwise the scenario is malformed (an
 * InputError, exit 2), not a failed ruling: a typo must never read as a rule failure.
 */
function checkNames(
  module: GameModule,
  state: State,
  tags: ReadonlySet<string>,
  e: ScenarioExpectation,
): void {
  const c = e.characteristic;
  if (c) {
    const known = module.scenario?.characteristics;
    if (known && !known.includes(c.name))
      throw new InputError(
        `expectation names the characteristic "${cut(c.name)}", which ${module.id} does not have (it has: ${known.join(', ')})`,
      );
    if ('tag' in c.of && !tags.has(c.of.tag))
      throw new InputError(
        `expectation names the tag "${cut(c.of.tag)}", which the setup never gave${tags.size ? ` (tags: ${[...tags].join(', ')})` : ''}`,
      );
    if ('zone' in c.of && !state.zones[c.of.zone]) throw new InputError(unknownZone(state, c.of.zone));
  }
  if (e.zone && !state.zones[e.zone.id]) throw new InputError(unknownZone(state, e.zone.id));
}

function unknownZone(state: State, id: string): string {
  const zones = Object.keys(state.zones);
  return `expectation names the zone "${cut(id)}", which does not exist (zones: ${zones.slice(0, 12).join(', ')}${zones.length > 12 ? ', …' : ''})`;
}

function cut(text: string, max = 40): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function checkExpectation(
  module: GameModule,
  state: State,
  log: LogEntry[],
  e: ScenarioExpectation,
): string | null {
  if (e.characteristic) {
    const o = selectObject(state, e.characteristic.of);
    if (!o) return `characteristic: no object matches ${JSON.stringify(e.characteristic.of)}`;
    const get = module.scenario?.characteristic;
    if (!get) return `characteristic: game ${module.id} does not expose characteristics`;
    const v = get(state, o.id as ObjId, e.characteristic.name);
    return same(v, e.characteristic.equals)
      ? null
      : `characteristic ${e.characteristic.name} of ${o.card}: expected ${JSON.stringify(e.characteristic.equals)}, got ${JSON.stringify(v)}`;
  }
  if (e.zone) {
    const zone = state.zones[e.zone.id];
    if (!zone) return `zone: no zone "${clip(e.zone.id)}"`;
    const cards = zone.objects.map((id) => state.objects[id]?.card);
    if (e.zone.count !== undefined && cards.length !== e.zone.count)
      return `zone ${e.zone.id}: expected ${e.zone.count} cards, got ${cards.length} [${cards.join(', ')}]`;
    if (e.zone.cards && !same([...cards].sort(), [...e.zone.cards].sort()))
      return `zone ${e.zone.id}: expected [${e.zone.cards.join(', ')}], got [${cards.join(', ')}]`;
    for (const c of e.zone.contains ?? [])
      if (!cards.includes(c)) return `zone ${e.zone.id}: expected to contain ${c}, has [${cards.join(', ')}]`;
    for (const c of e.zone.excludes ?? [])
      if (cards.includes(c)) return `zone ${e.zone.id}: expected not to contain ${c}`;
    return null;
  }
  if (e.value) {
    const v = getPath(state, e.value.path);
    return same(v, e.value.equals)
      ? null
      : `value ${e.value.path}: expected ${JSON.stringify(e.value.equals)}, got ${JSON.stringify(v)}`;
  }
  if (e.pending) {
    const open = openDecisions(state);
    if (e.pending.none)
      return open.length === 0 ? null : `pending: expected none, got ${open.map((d) => d.kind).join(', ')}`;
    const d = e.pending.player !== undefined ? open.find((x) => x.player === e.pending!.player) : open[0];
    if (!d) return `pending: no decision for ${e.pending.player ?? 'anyone'}`;
    if (e.pending.kind && d.kind !== e.pending.kind)
      return `pending: expected kind ${e.pending.kind}, got ${d.kind}`;
    const opts = domainOptions(d);
    const ids = opts.map((o) => o.id);
    if (e.pending.options && !same([...ids].sort(), [...e.pending.options].sort()))
      return `pending options: expected [${e.pending.options.join(', ')}], got [${ids.join(', ')}]`;
    // includes / excludes name an option by its id or by its whole label (en or zh).
    const offered = (x: string) =>
      ids.includes(x) ||
      opts.some((o) => optionText(module, o, 'en') === x || optionText(module, o, 'zh') === x);
    for (const id of e.pending.includes ?? [])
      if (!offered(id)) return `pending: option ${id} missing from [${ids.join(', ')}]`;
    for (const id of e.pending.excludes ?? [])
      if (offered(id)) return `pending: option ${id} should not be offered`;
    return null;
  }
  if (e.log) {
    const hits = log.filter(
      (l) => (!e.log!.rule || l.rule === e.log!.rule) && (!e.log!.key || l.msg.key === e.log!.key),
    ).length;
    if (e.log.count !== undefined)
      return hits === e.log.count
        ? null
        : `log: expected ${e.log.count} entries citing ${e.log.rule ?? e.log.key}, got ${hits}`;
    return hits > 0 ? null : `log: no entry citing ${e.log.rule ?? ''} ${e.log.key ?? ''}`;
  }
  if (e.result) {
    const r = state.result;
    if (e.result.over === false) return r ? `result: expected the game to go on, it ended (${r.rule})` : null;
    if (!r) return 'result: the game has not ended';
    if (e.result.winners && !same(r.winners, e.result.winners))
      return `result: expected winners ${JSON.stringify(e.result.winners)}, got ${JSON.stringify(r.winners)}`;
    if (e.result.draw !== undefined && r.draw !== e.result.draw)
      return `result: expected draw=${e.result.draw}`;
    if (e.result.rule && r.rule !== e.result.rule)
      return `result: expected rule ${e.result.rule}, got ${r.rule}`;
    return null;
  }
  return 'empty expectation';
}

/** An option's label in one language, as a player reads it. */
export function optionText(module: GameModule, o: Option, lang: Lang): string {
  const catalog = catalogs.get(module) ?? { ...KERNEL_CATALOG, ...module.catalog };
  catalogs.set(module, catalog);
  return renderMsg(o.label, lang, catalog, (c, l) => module.cardName(c, l));
}

const catalogs = new WeakMap<GameModule, Catalog>();

/**
 * The option of a decision whose label (en or zh) is `label`: an exact match, else the only
 * option whose label contains it. Returns the candidates when there is not exactly one.
 */
export function findByLabel(
  module: GameModule,
  d: Decision,
  label: string,
): { option: Option } | { matches: Option[] } {
  const opts = domainOptions(d);
  const exact = opts.filter(
    (o) => optionText(module, o, 'en') === label || optionText(module, o, 'zh') === label,
  );
  if (exact.length === 1) return { option: exact[0] };
  const loose = opts.filter(
    (o) => optionText(module, o, 'en').includes(label) || optionText(module, o, 'zh').includes(label),
  );
  return loose.length === 1 ? { option: loose[0] } : { matches: exact.length > 1 ? exact : loose };
}

/** The pass option of a decision (its `passId`, else an option with id 'pass'), if it has one. */
export function passOption(d: Decision): Option | undefined {
  const id = d.passId ?? 'pass';
  return domainOptions(d).find((o) => o.id === id);
}

/** Answer ids for labels (one label: one id; several, or an order: a list). */
export function answerForLabels(
  module: GameModule,
  d: Decision,
  labels: string | readonly string[],
): { answer: string | string[] } | { error: string } {
  const list = typeof labels === 'string' ? [labels] : labels;
  const ids: string[] = [];
  for (const label of list) {
    const r = findByLabel(module, d, label);
    if ('matches' in r) {
      const names = domainOptions(d)
        .map((o) => `"${optionText(module, o, 'en')}"`)
        .join(', ');
      return {
        error: `label "${clip(label)}" matches ${r.matches.length} options of ${d.kind} (options: ${names.slice(0, 400)})`,
      };
    }
    ids.push(r.option.id);
  }
  return { answer: typeof labels === 'string' && d.domain.type !== 'order' ? ids[0] : ids };
}

/**
 * Pass every open decision that can be passed until one of `kind` is open (for `player`, if
 * given). Returns an error text if it gets stuck on a decision without a pass, or after `max`.
 */
export function passUntilKind(
  module: GameModule,
  state: State,
  kind: string,
  log: LogEntry[] | null,
  player?: number,
  max = 200,
): string | null {
  for (let i = 0; i < max; i++) {
    if (state.result) return `passUntil ${kind}: the game ended (${state.result.rule})`;
    const open = openDecisions(state);
    if (open.some((d) => d.kind === kind && (player === undefined || d.player === player))) return null;
    const d = open.find((x) => passOption(x));
    if (!d)
      return `passUntil ${kind}: stuck at ${open.map((x) => `${x.kind} (player ${x.player})`).join(', ') || 'nothing'}, which cannot be passed`;
    const r = submit(state, module, { player: d.player, answer: passOption(d)!.id }, log);
    if (!r.ok) return `passUntil ${kind}: pass refused: ${r.error.message}`;
  }
  return `passUntil ${kind}: not reached after ${max} passes`;
}

function resolveAnswer(
  module: GameModule,
  state: State,
  step: z.infer<typeof Step>,
): { answer: unknown } | { error: string } | null {
  if (step.answer !== undefined) return { answer: step.answer };
  if (step.choose !== undefined) return { answer: step.choose };
  if (step.label === undefined && !step.pass) return null;
  const open = openDecisions(state);
  // A step expected to be refused may name another player's option (e.g. answering out of turn).
  const d = open.find((x) => x.player === step.player) ?? (step.error ? open[0] : undefined);
  if (!d) return { error: `no decision for player ${step.player}` };
  if (step.pass) {
    const o = passOption(d);
    return o ? { answer: o.id } : { error: `${d.kind} of player ${d.player} has no pass option` };
  }
  return answerForLabels(module, d, step.label!);
}

/** Run one scenario. Throws InputError for a malformed setup. */
export function runScenario(module: GameModule, sc: Scenario): ScenarioResult {
  if (!module.scenario) throw new InputError(`game ${module.id} does not support scenarios yet`);
  const log: LogEntry[] = [];
  const state: State = emptyState(module, String(sc.seed), sc.players ?? module.players.default);
  const ctx = new Ctx(state, module, log);
  module.scenario.applySetup(ctx, sc.setup ?? {}, sc.cards);
  const tags = new Set<string>();
  for (const o of Object.values(state.objects)) if (typeof o.data?.tag === 'string') tags.add(o.data.tag);
  run(state, module, log);
  // Every name the expectations use is checked before the script runs (a malformed file fails
  // the same way wherever its typo is).
  for (const e of [...sc.script.flatMap((st) => st.expect ?? []), ...sc.expect])
    checkNames(module, state, tags, e);
  const failures: string[] = [];
  sc.script.forEach((step, i) => {
    if (failures.length) return;
    if (step.passUntil !== undefined) {
      const err = passUntilKind(module, state, step.passUntil, log, step.player);
      if (err) failures.push(`step ${i + 1}: ${err}`);
      for (const e of step.expect ?? []) {
        const f = checkExpectation(module, state, log, e);
        if (f) failures.push(`step ${i + 1}: ${f}`);
      }
      return;
    }
    const resolved = resolveAnswer(module, state, step);
    if (resolved === null) {
      failures.push(`step ${i + 1}: nothing to answer with (give choose, label, pass or answer)`);
      return;
    }
    if ('error' in resolved) {
      failures.push(`step ${i + 1}: ${resolved.error}`);
      return;
    }
    const answer = resolved.answer;
    const before = hashValue(state);
    const r = submit(state, module, { player: step.player!, answer }, log);
    if (step.error) {
      if (r.ok) failures.push(`step ${i + 1}: expected error ${step.error}, but the decision was accepted`);
      else if (r.error.code !== step.error)
        failures.push(
          `step ${i + 1}: expected error ${step.error}, got ${r.error.code} (${r.error.message})`,
        );
      else if (hashValue(state) !== before)
        failures.push(`step ${i + 1}: a refused decision changed the state`);
    } else if (!r.ok) {
      failures.push(`step ${i + 1}: refused: ${r.error.code}: ${r.error.message}`);
    }
    for (const e of step.expect ?? []) {
      const f = checkExpectation(module, state, log, e);
      if (f) failures.push(`step ${i + 1}: ${f}`);
    }
  });
  if (!failures.length) {
    for (const e of sc.expect) {
      const f = checkExpectation(module, state, log, e);
      if (f) failures.push(f);
    }
  }
  return { name: sc.name, passed: failures.length === 0, failures, state, log };
}
