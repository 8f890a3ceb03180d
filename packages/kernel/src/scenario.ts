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
import { KERNEL_CATALOG, renderMsg } from './messages.ts';
import type { GameModule } from './module.ts';
import type { GameObject, LogEntry, ObjId, State } from './types.ts';

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
    player: z.number().int().nonnegative(),
    /** Option id (pick: one id or several; order: ids in order). */
    choose: z.union([z.string(), z.array(z.string())]).optional(),
    /** Match an option by its label in English or Chinese (exact, or contained if unique). */
    label: z.string().optional(),
    /** A raw answer (numbers, distributions). */
    answer: z.unknown().optional(),
    /** Expect the engine to refuse this decision with this error code. */
    error: z.string().optional(),
    expect: z.array(Expectation).optional(),
    note: z.string().optional(),
  })
  .strict();

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

function selectObject(state: State, sel: z.infer<typeof ObjSelector>): GameObject | undefined {
  if ('tag' in sel) return Object.values(state.objects).find((o) => o.data?.tag === sel.tag);
  const zone = state.zones[sel.zone];
  if (!zone) return undefined;
  const objs = zone.objects.map((id) => state.objects[id]);
  const matching = sel.card ? objs.filter((o) => o.card === sel.card) : objs;
  return matching[sel.index ?? 0];
}

function getPath(v: unknown, path: string): unknown {
  let cur: any = v;
  for (const part of path.split('.')) {
    if (cur === null || cur === undefined) return undefined;
    cur = cur[part];
  }
  return cur;
}

function same(a: unknown, b: unknown): boolean {
  return hashValue(a ?? null) === hashValue(b ?? null);
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
    const ids = domainOptions(d).map((o) => o.id);
    if (e.pending.options && !same([...ids].sort(), [...e.pending.options].sort()))
      return `pending options: expected [${e.pending.options.join(', ')}], got [${ids.join(', ')}]`;
    for (const id of e.pending.includes ?? [])
      if (!ids.includes(id)) return `pending: option ${id} missing from [${ids.join(', ')}]`;
    for (const id of e.pending.excludes ?? [])
      if (ids.includes(id)) return `pending: option ${id} should not be offered`;
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

function resolveAnswer(module: GameModule, state: State, step: z.infer<typeof Step>): unknown {
  if (step.answer !== undefined) return step.answer;
  if (step.choose !== undefined) return step.choose;
  if (step.label !== undefined) {
    const open = openDecisions(state);
    // A step expected to be refused may name another player's option (e.g. answering out of turn).
    const d = open.find((x) => x.player === step.player) ?? (step.error ? open[0] : undefined);
    if (!d) return undefined;
    const catalog = { ...KERNEL_CATALOG, ...module.catalog };
    const namer = (c: string, l: 'zh' | 'en') => module.cardName(c, l);
    const opts = domainOptions(d);
    const text = (o: (typeof opts)[number], lang: 'zh' | 'en') => renderMsg(o.label, lang, catalog, namer);
    const exact = opts.filter((o) => text(o, 'en') === step.label || text(o, 'zh') === step.label);
    const loose = opts.filter(
      (o) => text(o, 'en').includes(step.label!) || text(o, 'zh').includes(step.label!),
    );
    const found = exact.length === 1 ? exact : loose;
    if (found.length !== 1) return { __labelNotFound: step.label, matches: found.length };
    return d.domain.type === 'order' ? [found[0].id] : found[0].id;
  }
  return undefined;
}

/** Run one scenario. Throws InputError for a malformed setup. */
export function runScenario(module: GameModule, sc: Scenario): ScenarioResult {
  if (!module.scenario) throw new InputError(`game ${module.id} does not support scenarios yet`);
  const log: LogEntry[] = [];
  const state: State = emptyState(module, String(sc.seed), sc.players ?? module.players.default);
  const ctx = new Ctx(state, module, log);
  module.scenario.applySetup(ctx, sc.setup ?? {}, sc.cards);
  run(state, module, log);
  const failures: string[] = [];
  sc.script.forEach((step, i) => {
    if (failures.length) return;
    const answer = resolveAnswer(module, state, step);
    if (answer === undefined) {
      failures.push(`step ${i + 1}: nothing to answer with (give choose, label or answer)`);
      return;
    }
    if (typeof answer === 'object' && answer !== null && '__labelNotFound' in answer) {
      failures.push(`step ${i + 1}: label "${clip(step.label)}" matches ${(answer as any).matches} options`);
      return;
    }
    const before = hashValue(state);
    const r = submit(state, module, { player: step.player, answer }, log);
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
