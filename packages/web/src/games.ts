/**
 * The games as the browser knows them: each game's module supplies its message catalog, card names,
 * rule list and deck rules. The browser never runs a live game (the server does, and sends each
 * player only their view); it uses the modules to read what the server sends, to check a pasted
 * deck before sending it, and to re-run a finished game's record in the replay viewer.
 */
import fftcg from '@arbiter/fftcg';
import kaling from '@arbiter/kaling';
import {
  type Catalog,
  type GameModule,
  isMsg,
  KERNEL_CATALOG,
  type Lang,
  type Msg,
  type RuleEntry,
  renderMsg,
} from '@arbiter/kernel';
import riftbound from '@arbiter/riftbound';
import sgsChess from '@arbiter/sgs-chess';
import vividz from '@arbiter/vividz';

export const MODULES: readonly GameModule[] = [fftcg, kaling, riftbound, sgsChess, vividz];

const byId = new Map(MODULES.map((m) => [m.id, m]));

export function moduleOf(id: string): GameModule | undefined {
  return byId.get(id);
}

const catalogs = new Map<string, Catalog>();

function catalogOf(id: string): Catalog {
  let c = catalogs.get(id);
  if (!c) {
    c = { ...KERNEL_CATALOG, ...(byId.get(id)?.catalog ?? {}) };
    catalogs.set(id, c);
  }
  return c;
}

/** A message from the engine in the reader's language (card names from the game's module). */
export function say(gameId: string, m: unknown, lang: Lang): string {
  if (!isMsg(m)) return typeof m === 'string' ? m : '';
  const module = byId.get(gameId);
  return renderMsg(m as Msg, lang, catalogOf(gameId), module ? (c, l) => module.cardName(c, l) : undefined);
}

export function cardName(gameId: string, card: string | undefined, lang: Lang): string {
  if (!card) return lang === 'zh' ? '背面朝上的牌' : 'hidden card';
  return byId.get(gameId)?.cardName(card, lang) ?? card;
}

const ruleIndex = new Map<string, Map<string, RuleEntry>>();

function rulesOf(module: GameModule): Map<string, RuleEntry> {
  let idx = ruleIndex.get(module.id);
  if (!idx) {
    idx = new Map((module.rules?.() ?? []).map((r) => [r.id, r]));
    ruleIndex.set(module.id, idx);
  }
  return idx;
}

export interface RuleText {
  /** The cited id as logged, e.g. 'FFTCG 12.4.5'. */
  cited: string;
  /** The rule of the game's list that it names (or its nearest parent), if any. */
  entry: RuleEntry | null;
  /** The id of `entry` when it is a parent of the cited rule (the list has no entry of its own). */
  parent: string | null;
}

/**
 * The rule a log line or a decision cites, from the game's rule list (`rules()`): the exact entry
 * or, for a citation finer than the list (a timing point, a sub-step), the nearest rule above it.
 */
export function ruleText(gameId: string, cited: string): RuleText {
  const module = byId.get(gameId);
  if (!module) return { cited, entry: null, parent: null };
  const prefix = `${module.rulePrefix} `;
  const id = cited.startsWith(prefix) ? cited.slice(prefix.length) : cited;
  const idx = rulesOf(module);
  const exact = idx.get(id);
  if (exact) return { cited, entry: exact, parent: null };
  // Nearest parent: cut the id at its last separator until something matches.
  let cut = id;
  for (;;) {
    const i = Math.max(cut.lastIndexOf('.'), cut.lastIndexOf('-'));
    if (i <= 0) break;
    cut = cut.slice(0, i);
    const hit = idx.get(cut);
    if (hit) return { cited, entry: hit, parent: cut };
  }
  return { cited, entry: null, parent: null };
}

export function gameName(gameId: string, lang: Lang): string {
  const m = byId.get(gameId);
  return m ? m.names[lang] : gameId;
}
