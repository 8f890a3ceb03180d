/**
 * The numbers of a study, computed from its stored rows only: win rates of decks and agents
 * against each other with 95% Wilson intervals, seat and first-turn advantage, game lengths, end
 * reasons with the rule's words, and the cards most often in winning decks. The HTML page
 * (html.ts) and `--json` show exactly this object.
 */
import type { GameModule, Lang } from '@arbiter/kernel';
import { renderMsg } from '@arbiter/kernel';
import type { StoredStudyGame, StudyInfo } from './store.ts';

export const REPORT_FORMAT = 'arbiter-study-report';

/** 95% Wilson score interval of `wins` successes in `games` trials. */
export function wilson(wins: number, games: number, z = 1.959964): { low: number; high: number } | null {
  if (games === 0) return null;
  const p = wins / games;
  const z2 = z * z;
  const denom = 1 + z2 / games;
  const center = (p + z2 / (2 * games)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / games + z2 / (4 * games * games))) / denom;
  // At 0 or all wins the bound is exactly 0 or 1 (computed, it would be off by a rounding error).
  return {
    low: wins === 0 ? 0 : Math.max(0, center - half),
    high: wins === games ? 1 : Math.min(1, center + half),
  };
}

export interface Rate {
  games: number;
  wins: number;
  draws: number;
  /** wins / games (draws are not wins); null without games. */
  rate: number | null;
  low: number | null;
  high: number | null;
}

function rate(wins: number, games: number, draws = 0): Rate {
  const w = wilson(wins, games);
  return {
    games,
    wins,
    draws,
    rate: games ? wins / games : null,
    low: w ? w.low : null,
    high: w ? w.high : null,
  };
}

export interface MatrixCell extends Rate {
  row: string;
  col: string;
  /** Both seats hold the row's deck (or agent): no win rate between them. */
  mirror: boolean;
}

/** Win rates of decks (or agents) against each other: cells[i][j] is row i against column j. */
export interface Matrix {
  kind: 'deck' | 'agent';
  labels: string[];
  /** Two-seat games only (null otherwise). */
  cells: MatrixCell[][] | null;
  /** Each label over all its games: a game counts once per seat the label holds. */
  overall: (Rate & { label: string })[];
}

export interface Distribution {
  count: number;
  mean: number;
  min: number;
  p10: number;
  median: number;
  p90: number;
  max: number;
  /** Bins [from, to] (inclusive) with their counts. */
  bins: { from: number; to: number; count: number }[];
}

export interface EndReason {
  rule: string;
  /** The rule's title from the game's rule list, when the game lists it. */
  title: string | null;
  /** The reason as the game words it, from the first game that ended this way. */
  text: string;
  count: number;
  share: number;
}

export interface CardRow {
  card: string;
  name: string;
  /** Decks of the pool holding the card. */
  decks: string[];
  /** Seats that held a deck with this card, and how many of those won. */
  games: number;
  wins: number;
  rate: number | null;
  low: number | null;
  high: number | null;
}

export interface StudyReport {
  format: typeof REPORT_FORMAT;
  lang: Lang;
  study: {
    name: string;
    game: string;
    gameName: string;
    gameVersion: string;
    engine: string;
    studyFormat: number;
    seed: string;
    games: number;
    stored: number;
    complete: boolean;
    players: number;
    pairing: string;
    mirrors: boolean;
    decks: string[];
    agents: string[];
    budget: string | null;
    createdAt: string;
    finishedAt: string | null;
    digest: string | null;
  };
  outcomes: {
    /** Stored games. */
    played: number;
    /** Ended by a rule (not capped, no error). */
    finished: number;
    decisive: number;
    draws: number;
    errors: number;
    capped: number;
    /** The first errors (seed and message). */
    errorSamples: { seed: string; error: string }[];
  };
  matrices: Matrix[];
  seats: (Rate & { seat: number })[];
  /**
   * The win rate every seat would have if seats (and decks, agents) were equal: wins per seat
   * played. 1/2 for two seats without draws; 1/2 too for 三国杀战棋's two camps of three.
   */
  evenRate: number | null;
  /** Two-seat games where the game tells who took the first turn. */
  firstTurn: { first: Rate; second: Rate } | null;
  lengths: { turns: Distribution | null; decisions: Distribution | null };
  endReasons: EndReason[];
  /** Where the study compares decks: cards by how often they were in a winning deck. */
  cards: CardRow[] | null;
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

export function distribution(values: readonly number[], maxBins = 20): Distribution | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const min = sorted[0];
  const max = sorted[sorted.length - 1];
  const width = Math.max(1, Math.ceil((max - min + 1) / maxBins));
  const bins: Distribution['bins'] = [];
  for (let from = min; from <= max; from += width) bins.push({ from, to: from + width - 1, count: 0 });
  for (const v of sorted) bins[Math.floor((v - min) / width)].count++;
  const sum = sorted.reduce((a, b) => a + b, 0);
  return {
    count: sorted.length,
    mean: sum / sorted.length,
    min,
    p10: quantile(sorted, 0.1),
    median: quantile(sorted, 0.5),
    p90: quantile(sorted, 0.9),
    max,
    bins,
  };
}

function buildMatrix(
  kind: 'deck' | 'agent',
  labels: string[],
  finished: readonly StoredStudyGame[],
  players: number,
): Matrix {
  const of = (g: StoredStudyGame) => (kind === 'deck' ? g.decks : g.agents);
  const overall = labels.map((label) => {
    let games = 0;
    let wins = 0;
    let draws = 0;
    for (const g of finished) {
      const seats = of(g);
      for (let s = 0; s < seats.length; s++) {
        if (seats[s] !== label) continue;
        games++;
        if (g.winners.includes(s)) wins++;
        if (g.draw) draws++;
      }
    }
    return { label, ...rate(wins, games, draws) };
  });
  let cells: MatrixCell[][] | null = null;
  if (players === 2) {
    cells = labels.map((row) =>
      labels.map((col) => {
        let games = 0;
        let wins = 0;
        let draws = 0;
        for (const g of finished) {
          const [a, b] = of(g);
          let seat = -1;
          if (a === row && b === col) seat = 0;
          else if (b === row && a === col) seat = 1;
          if (seat < 0) continue;
          games++;
          if (g.draw) draws++;
          // In a mirror the row holds both seats: count seat 0 only, the cell shows no rate.
          if (g.winners.includes(seat)) wins++;
        }
        const mirror = row === col;
        const r = rate(wins, games, draws);
        return mirror
          ? { row, col, mirror, games, wins: 0, draws, rate: null, low: null, high: null }
          : { row, col, mirror, ...r };
      }),
    );
  }
  return { kind, labels, cells, overall };
}

/** The rule's number without the game's prefix ('FFTCG 12.4.1' → '12.4.1'). */
function ruleId(module: GameModule, rule: string): string {
  const p = `${module.rulePrefix} `;
  return rule.startsWith(p) ? rule.slice(p.length) : rule;
}

export function buildReport(
  module: GameModule,
  info: StudyInfo,
  rows: readonly StoredStudyGame[],
  lang: Lang = 'en',
): StudyReport {
  const p = info.params;
  const played = rows.filter((g) => g.idx < info.games);
  const finished = played.filter((g) => !g.error && !g.capped && g.rule !== null);
  const errors = played.filter((g) => g.error);
  const deckLabels = p.decks.map((d) => d.name).filter((n, i, all) => all.indexOf(n) === i);
  const agentLabels = p.agents.filter((n, i, all) => all.indexOf(n) === i);
  const matrices: Matrix[] = [];
  if (deckLabels.length > 1) matrices.push(buildMatrix('deck', deckLabels, finished, p.players));
  if (agentLabels.length > 1) matrices.push(buildMatrix('agent', agentLabels, finished, p.players));

  const seats = Array.from({ length: p.players }, (_, seat) => {
    const wins = finished.filter((g) => g.winners.includes(seat)).length;
    const draws = finished.filter((g) => g.draw).length;
    return { seat, ...rate(wins, finished.length, draws) };
  });

  const seatWins = finished.reduce((a, g) => a + g.winners.length, 0);
  const evenRate = finished.length ? seatWins / (finished.length * p.players) : null;

  let firstTurn: StudyReport['firstTurn'] = null;
  if (p.players === 2) {
    const known = finished.filter((g) => g.firstSeat !== null);
    if (known.length) {
      const draws = known.filter((g) => g.draw).length;
      const firstWins = known.filter((g) => g.winners.includes(g.firstSeat!)).length;
      const secondWins = known.filter((g) => g.winners.includes(1 - g.firstSeat!)).length;
      firstTurn = {
        first: rate(firstWins, known.length, draws),
        second: rate(secondWins, known.length, draws),
      };
    }
  }

  const turns = finished.map((g) => g.turns).filter((t): t is number => t !== null);
  const titles = new Map<string, string>();
  for (const r of module.rules?.() ?? [])
    titles.set(r.id, lang === 'en' ? (r.title.en ?? r.title.zh) : r.title.zh);
  const byRule = new Map<string, EndReason>();
  for (const g of finished) {
    const rule = g.rule!;
    let e = byRule.get(rule);
    if (!e) {
      const text = g.reason ? renderMsg(g.reason, lang, module.catalog, module.cardName.bind(module)) : '';
      e = { rule, title: titles.get(ruleId(module, rule)) ?? null, text, count: 0, share: 0 };
      byRule.set(rule, e);
    }
    e.count++;
  }
  const endReasons = [...byRule.values()]
    .map((e) => ({ ...e, share: e.count / finished.length }))
    .sort((a, b) => b.count - a.count || a.rule.localeCompare(b.rule));

  let cards: CardRow[] | null = null;
  if (deckLabels.length > 1) {
    const holders = new Map<string, string[]>();
    for (const d of p.decks)
      for (const c of Object.keys(d.cards)) holders.set(c, [...(holders.get(c) ?? []), d.name]);
    cards = [...holders.entries()].map(([card, decks]) => {
      let games = 0;
      let wins = 0;
      for (const g of finished)
        for (let s = 0; s < g.decks.length; s++) {
          if (!decks.includes(g.decks[s])) continue;
          games++;
          if (g.winners.includes(s)) wins++;
        }
      const r = rate(wins, games);
      return {
        card,
        name: module.cardName(card, lang) ?? card,
        decks,
        games,
        wins,
        rate: r.rate,
        low: r.low,
        high: r.high,
      };
    });
    cards.sort((a, b) => b.wins - a.wins || (b.rate ?? 0) - (a.rate ?? 0) || a.card.localeCompare(b.card));
  }

  return {
    format: REPORT_FORMAT,
    lang,
    study: {
      name: info.name,
      game: p.game,
      gameName: module.names[lang],
      gameVersion: p.gameVersion,
      engine: p.engine,
      studyFormat: p.format,
      seed: p.seed,
      games: info.games,
      stored: played.length,
      complete: played.length >= info.games,
      players: p.players,
      pairing: p.pairing,
      mirrors: p.mirrors,
      decks: p.decks.map((d) => d.name),
      agents: p.agents,
      budget: p.budget,
      createdAt: info.createdAt,
      finishedAt: info.finishedAt,
      digest: info.digest,
    },
    outcomes: {
      played: played.length,
      finished: finished.length,
      decisive: finished.filter((g) => g.winners.length > 0).length,
      draws: finished.filter((g) => g.draw).length,
      errors: errors.length,
      capped: played.filter((g) => g.capped).length,
      errorSamples: errors.slice(0, 5).map((g) => ({ seed: g.seed, error: g.error!.slice(0, 200) })),
    },
    matrices,
    seats,
    evenRate,
    firstTurn,
    lengths: {
      turns: distribution(turns),
      decisions: distribution(finished.map((g) => g.decisions)),
    },
    endReasons,
    cards,
  };
}
