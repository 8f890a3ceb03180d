/**
 * What a study is: one game, a pool of decks and a pool of agents, how they are seated against
 * each other (the matchups), a number of games and a seed. Game i of a study is fixed by the study
 * alone — its seed is `<seed>#<i>` and its matchup is `i mod M` — so any machine plays the same
 * game i, and a study can be split, stopped and resumed anywhere without changing a single result.
 */
import {
  AGENTS,
  canonicalJson,
  clip,
  type DeckList,
  ENGINE_VERSION,
  type GameModule,
  hashString,
  InputError,
} from '@arbiter/kernel';

/** Version of the study format (rows, matchups, seeds). Bump when the same parameters would play
 * different games; a stored study of another format is refused, never silently mixed. */
export const STUDY_FORMAT = 1;

/** `all`: every ordered seating of the pools; `fixed`: the lists give each seat's deck and agent. */
export type Pairing = 'all' | 'fixed';

export interface StudyParams {
  format: number;
  engine: string;
  game: string;
  gameVersion: string;
  seed: string;
  /** Number of games (may be raised later; the games already played keep their meaning). */
  games: number;
  players: number;
  pairing: Pairing;
  /** With `all`: whether a deck may meet itself (mirror matches). */
  mirrors: boolean;
  /** The deck pool (`all`) or the deck per seat (`fixed`), with their full lists. */
  decks: DeckList[];
  /** The agent pool (`all`, without repeats) or the agent per seat (`fixed`). */
  agents: string[];
  /** Search budget of AI agents (e.g. `100it`); null when no agent searches. */
  budget: string | null;
  /** Game options, passed to every game. */
  options: Record<string, unknown> | null;
}

/** Who sits where in one game: deck index (into `params.decks`) and agent name per seat. */
export interface Matchup {
  decks: number[];
  agents: string[];
}

/** The most matchups a study may have (a guard against pools that explode with many seats). */
export const MAX_MATCHUPS = 10_000;

export function gameSeed(seed: string, index: number): string {
  return `${seed}#${index}`;
}

/** Ordered tuples of `length` items taken from `0..n-1` (with repeats unless `distinct`). */
function tuples(n: number, length: number, distinct: boolean): number[][] {
  const out: number[][] = [];
  const cur: number[] = [];
  const walk = () => {
    if (out.length > MAX_MATCHUPS) return;
    if (cur.length === length) {
      out.push([...cur]);
      return;
    }
    for (let i = 0; i < n; i++) {
      if (distinct && cur.includes(i)) continue;
      cur.push(i);
      walk();
      cur.pop();
    }
  };
  walk();
  return out;
}

/** The study's matchups in their fixed order (game i plays matchup i mod M). */
export function matchups(p: StudyParams): Matchup[] {
  if (p.pairing === 'fixed') {
    return [{ decks: p.decks.map((_, i) => i), agents: [...p.agents] }];
  }
  const deckTuples = tuples(p.decks.length, p.players, !p.mirrors);
  const agentTuples = tuples(p.agents.length, p.players, false);
  const out: Matchup[] = [];
  for (const d of deckTuples)
    for (const a of agentTuples) out.push({ decks: d, agents: a.map((i) => p.agents[i]) });
  return out;
}

/** What a caller asks for; `planStudy` checks it against the game and settles the rest. */
export interface StudyRequest {
  seed: string;
  games: number;
  players?: number;
  pairing?: Pairing;
  mirrors?: boolean;
  /** Decks; default: the game's ready decks as the pool. */
  decks?: DeckList[];
  /** Agents; default: `random` for every seat. */
  agents?: string[];
  budget?: string | null;
  options?: Record<string, unknown> | null;
}

export function planStudy(module: GameModule, req: StudyRequest): StudyParams {
  if (module.status === 'planned')
    throw new InputError(`game "${module.id}" is planned and cannot be played yet`);
  const players = req.players ?? module.players.default;
  if (players < module.players.min || players > module.players.max) {
    throw new InputError(
      `${module.id} is played by ${module.players.min}–${module.players.max} players, not ${players}`,
    );
  }
  if (!Number.isInteger(req.games) || req.games < 1) throw new InputError('--games must be at least 1');
  if (req.seed === '') throw new InputError('--seed must not be empty');
  const pairing = req.pairing ?? 'all';
  const decks = req.decks ?? [...module.decks.ready];
  if (decks.length === 0) throw new InputError(`game ${module.id} has no ready decks; give --decks`);
  const names = new Set<string>();
  for (const d of decks) {
    if (names.has(d.name) && pairing === 'all')
      throw new InputError(`two decks are named "${clip(d.name, 60)}"; a pool needs distinct names`);
    names.add(d.name);
    const v = module.decks.validate(d);
    if (v.length)
      throw new InputError(
        `deck ${clip(d.name, 60)} is not legal: ${v[0].message.en} [${v[0].rule}]${v.length > 1 ? ` and ${v.length - 1} more` : ''}`,
      );
  }
  let agents = req.agents ?? Array.from({ length: players }, () => 'random');
  for (const a of agents) {
    if (!AGENTS[a])
      throw new InputError(`unknown agent "${clip(a, 40)}" (known: ${Object.keys(AGENTS).join(', ')})`);
  }
  if (pairing === 'fixed') {
    if (decks.length !== players)
      throw new InputError(`--pairing fixed needs ${players} decks (one per seat), got ${decks.length}`);
    if (agents.length !== players)
      throw new InputError(`--pairing fixed needs ${players} agents (one per seat), got ${agents.length}`);
  } else {
    agents = [...new Set(agents)];
  }
  const mirrors = req.mirrors ?? true;
  if (pairing === 'all' && !mirrors && decks.length < players)
    throw new InputError(`without mirror matches ${players} seats need at least ${players} decks`);
  const params: StudyParams = {
    format: STUDY_FORMAT,
    engine: ENGINE_VERSION,
    game: module.id,
    gameVersion: module.version,
    seed: req.seed,
    games: req.games,
    players,
    pairing,
    mirrors: pairing === 'all' ? mirrors : true,
    decks: decks.map(copyDeck),
    agents,
    budget: req.budget ?? null,
    options: req.options ?? null,
  };
  const m = matchups(params);
  if (m.length > MAX_MATCHUPS)
    throw new InputError(`more than ${MAX_MATCHUPS} matchups; use fewer decks or agents, or --pairing fixed`);
  return params;
}

function copyDeck(d: DeckList): DeckList {
  const out: DeckList = { name: d.name, cards: { ...d.cards } };
  if (d.extra) out.extra = JSON.parse(JSON.stringify(d.extra));
  return out;
}

/**
 * The identity of a study's games: everything but the number of games. Two parameter sets with
 * the same key play the same game i for every i.
 */
export function paramsKey(p: StudyParams): string {
  const { games: _games, ...rest } = p;
  return hashString(canonicalJson(rest));
}

/** Why two parameter sets do not describe the same study (null when they do, games aside). */
export function paramsDifference(stored: StudyParams, asked: StudyParams): string | null {
  const fields: (keyof StudyParams)[] = [
    'format',
    'engine',
    'game',
    'gameVersion',
    'seed',
    'players',
    'pairing',
    'mirrors',
    'decks',
    'agents',
    'budget',
    'options',
  ];
  for (const f of fields) {
    if (canonicalJson(stored[f]) !== canonicalJson(asked[f])) {
      const show = (v: unknown) => {
        const s = f === 'decks' ? (v as DeckList[]).map((d) => d.name).join(',') : JSON.stringify(v);
        return s.length > 60 ? `${s.slice(0, 57)}...` : s;
      };
      return `${f} is ${show(stored[f])}, not ${show(asked[f])}`;
    }
  }
  return null;
}

/**
 * A ready deck by name: exact, then without regard to case, then a unique prefix, then the part
 * in parentheses of names like "光木之森 (Light & Wood)". Null when nothing fits.
 */
export function findReadyDeck(module: GameModule, spec: string): DeckList | null {
  const ready = module.decks.ready;
  const lower = spec.toLowerCase();
  const exact = ready.find((d) => d.name === spec) ?? ready.find((d) => d.name.toLowerCase() === lower);
  if (exact) return exact;
  const prefixed = ready.filter((d) => d.name.toLowerCase().startsWith(lower));
  if (prefixed.length === 1) return prefixed[0];
  const inParens = ready.filter((d) => /\(([^)]*)\)/.exec(d.name)?.[1].toLowerCase() === lower);
  if (inParens.length === 1) return inParens[0];
  return null;
}

/** A short label of a deck for tables and charts. */
export function deckLabel(d: DeckList): string {
  return d.name;
}
