/**
 * `arbiter play`: a person plays a whole game in the terminal against agents. The board comes from
 * the game's `renderText`, everything shown goes through the kernel's redaction path (`viewFor`,
 * `redactLog`), and each decision is a numbered menu with the rule behind it and an explanation of
 * every option. `PlaySession` holds the logic so it can be driven by tests without a terminal;
 * `playInTerminal` connects it to stdin/stdout.
 *
 * What the client adds for the player (none of it changes what the engine asks, so who is asked
 * still reveals nothing): decisions with a single legal answer are answered for the player and the
 * answer is shown in the log, unless the player holds priority (`hold`); menu numbers stay with
 * their option while the menu changes (paying a cost one card at a time, moving step by step);
 * options with the same label are told apart; cards can be inspected (`look`) and public zones
 * listed (`zones`, `zone <name>`).
 */
import { writeFileSync } from 'node:fs';
import {
  type Agent,
  type Catalog,
  CONCEDE,
  createGame,
  type Decision,
  type DecisionError,
  type DeckList,
  defaultDecks,
  domainOptions,
  ENGINE_VERSION,
  type GameModule,
  type GameRecord,
  KERNEL_CATALOG,
  type Lang,
  type LogEntry,
  type Msg,
  type MsgArg,
  makeAgents,
  type ObjectView,
  type Option,
  openDecisions,
  redactLog,
  renderMsg,
  type State,
  type StateView,
  stateHash,
  submit,
  submitSafely,
  viewFor,
  youInEnglish,
} from '@arbiter/kernel';
import pc from 'picocolors';
import { citation } from './citation.ts';
import { helpText, ui } from './play-text.ts';

export interface PlayOptions {
  seat: number;
  /** Number of seats (the game's default otherwise). */
  players?: number;
  /** Agent name for the other seats (from the kernel's AGENTS registry). */
  vs: string;
  seed: string;
  lang: Lang;
  /** Deck of each seat (the game's ready decks otherwise). */
  decks?: DeckList[];
  /** Hold priority: stop at every decision, even one with a single legal answer. */
  hold?: boolean;
}

/** One numbered line of a menu. */
interface MenuItem {
  n: number;
  option: Option;
  label: string;
}

/**
 * The only legal answer of a decision, if it has exactly one (as far as its domain tells); undefined
 * when the player has a real choice.
 */
export function onlyAnswer(d: Decision): unknown {
  const dom = d.domain;
  switch (dom.type) {
    case 'pick': {
      const n = dom.options.length;
      if (dom.max === 0 || n === 0) return dom.min === 0 ? [] : undefined;
      if (dom.min >= n) return dom.options.map((o) => o.id);
      return undefined;
    }
    case 'order':
      return dom.items.length <= 1 ? dom.items.map((o) => o.id) : undefined;
    case 'number':
      return dom.min === dom.max ? dom.min : undefined;
    case 'distribute':
      return dom.items.length === 1 && dom.total >= dom.min && (dom.max === undefined || dom.total <= dom.max)
        ? { [dom.items[0].id]: dom.total }
        : undefined;
  }
}

/**
 * The catalog as the player at the table reads it. In a two-player game the other seat is "the
 * opponent" / "对手" everywhere — in the log as in the board's headers — instead of "player 1";
 * messages about the reader keep their "you" wording (worked out from the original text, as the
 * kernel does). With more seats the numbers stay, since "the opponent" would not say which.
 */
export function viewerCatalog(catalog: Catalog, players: number): Catalog {
  if (players !== 2) return catalog;
  const out: Catalog = {};
  for (const [key, entry] of Object.entries(catalog)) {
    if (!entry.zh.includes('{player}') && !entry.en.includes('{player}')) {
      out[key] = entry;
      continue;
    }
    out[key] = {
      zh: entry.zh.replace(/玩家\{player\}/g, '对手'),
      en: entry.en
        .replace(/^Player \{player\}/, 'The opponent')
        .replace(/\b[Pp]layer \{player\}/g, 'the opponent'),
      you: {
        zh: entry.you?.zh ?? entry.zh.replace(/玩家\{player\}的/g, '你的').replace(/玩家\{player\}/g, '你'),
        en: entry.you?.en ?? youInEnglish(entry.en),
      },
    };
  }
  return out;
}

/**
 * A message whose `player` is a seat written as text ("0", as the kernel's game-over line has it)
 * names the same seat as the number: read it as the number, so that "you" and "the opponent" are
 * told apart (otherwise "0" would not be the reader 0, and the winner would read as the opponent).
 */
function seatsAsNumbers(m: Msg): Msg {
  if (!m.args) return m;
  let args: Record<string, MsgArg> | undefined;
  for (const [k, v] of Object.entries(m.args)) {
    const fixed =
      k === 'player' && typeof v === 'string' && /^\d+$/.test(v)
        ? Number(v)
        : typeof v === 'object' && v !== null && !Array.isArray(v) && 'key' in v
          ? seatsAsNumbers(v as Msg)
          : v;
    if (fixed !== v) {
      args ??= { ...m.args };
      args[k] = fixed;
    }
  }
  return args ? { ...m, args } : m;
}

/** "1–3, 5, 7–9" */
function ranges(numbers: number[]): string {
  const sorted = [...numbers].sort((a, b) => a - b);
  const out: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    out.push(j === i ? String(sorted[i]) : `${sorted[i]}–${sorted[j]}`);
    i = j + 1;
  }
  return out.join(', ');
}

export class PlaySession {
  readonly state: State;
  readonly log: LogEntry[] = [];
  /** The game as a record (`arbiter replay` re-runs it): every decision with the hash after it. */
  readonly record: GameRecord;
  /** Stop at every decision (hold priority) instead of answering single-choice ones automatically. */
  hold: boolean;
  private shown = 0;
  /** Lines of what happened not shown yet, and all lines shown so far (for `log`). */
  private feed: string[] = [];
  private readonly history: string[] = [];
  private autoHintShown = false;
  /** The last automatic answer in the feed, to fold a run of the same one into a single line. */
  private lastAuto: { key: string; at: number; count: number; line: string; tail: string } | null = null;
  private readonly agents: (Agent | null)[];
  private readonly catalog: Catalog;
  /** Menu numbers per kind of decision: option id → number, kept while the options stay. */
  private readonly numbers = new Map<string, Map<string, number>>();
  /** Raw log indices not shown: declarations an agent started and took back (engine-internal). */
  private readonly withdrawn = new Set<number>();
  /** Where the log stood when an agent's open declaration began. */
  private agentDeclarationFrom: number | null = null;
  private menuItems: MenuItem[] = [];
  private menuFor: Decision | null = null;

  constructor(
    readonly module: GameModule,
    readonly opts: PlayOptions,
  ) {
    const players = opts.players ?? module.players.default;
    this.catalog = viewerCatalog({ ...KERNEL_CATALOG, ...module.catalog }, players);
    this.hold = Boolean(opts.hold);
    const names = Array.from({ length: players }, () => opts.vs);
    const made = makeAgents(module, names, opts.seed);
    this.agents = made.map((a, i) => (i === opts.seat ? null : a));
    const decks = opts.decks ?? defaultDecks(module, players);
    this.state = createGame(module, { seed: opts.seed, players, decks }, this.log);
    this.record = {
      format: 'arbiter-record',
      engine: ENGINE_VERSION,
      game: module.id,
      gameVersion: module.version,
      seed: opts.seed,
      players,
      decks,
      agents: names.map((n, i) => (i === opts.seat ? 'human' : n)),
      initialHash: stateHash(this.state),
      decisions: [],
      result: null,
      finalHash: '',
    };
  }

  get lang(): Lang {
    return this.opts.lang;
  }

  private remember(player: number, pending: number, answer: unknown): void {
    this.record.decisions.push({ player, pending, answer, hash: stateHash(this.state) });
  }

  /** The record with the game's result so far (written by `play --record`). */
  finishedRecord(): GameRecord {
    const r = this.state.result;
    this.record.result = r ? { winners: r.winners, draw: r.draw, rule: r.rule } : null;
    this.record.finalHash = stateHash(this.state);
    return this.record;
  }

  /** A message as this player reads it ("You draw 2"). */
  text(m: Msg): string {
    return renderMsg(
      seatsAsNumbers(m),
      this.lang,
      this.catalog,
      (c, l) => this.module.cardName(c, l),
      this.opts.seat,
    );
  }

  private cite(rule: string): string {
    return pc.dim(`[${citation(this.module, rule, this.lang)}]`);
  }

  /** Moves log entries the player has not seen yet into the feed, as the player may read them. */
  private collect(): void {
    if (this.shown === this.log.length) return;
    const raw = this.log.slice(this.shown).filter((_, i) => !this.withdrawn.has(this.shown + i));
    const fresh = redactLog(this.state, this.module, raw, this.opts.seat);
    this.shown = this.log.length;
    for (const e of fresh) {
      // A log line is a sentence: some catalogs start in lower case ("the effect of … resolves").
      const words = this.text(e.msg);
      const line = this.lang === 'en' ? words.charAt(0).toUpperCase() + words.slice(1) : words;
      this.feed.push(`  ${line}${e.rule ? `  ${this.cite(e.rule)}` : ''}`);
    }
  }

  /**
   * Let the agents act, and answer the player's single-choice decisions (unless holding priority),
   * until the player must decide or the game ends.
   */
  advance(): void {
    while (!this.state.result) {
      const d = openDecisions(this.state).find((x) => this.agents[x.player] !== null);
      if (d) {
        const agent = this.agents[d.player]!;
        // Agents see only their view, and a copy of their decision: they cannot touch the game.
        const observation = agent.observes ? { observation: { decks: this.record.decks } } : undefined;
        const view = viewFor(this.state, this.module, d.player, observation);
        const answer = agent.decide(view, view.decisions[0] ?? d);
        const pending = this.state.pending!.id;
        const logFrom = this.log.length;
        const open = this.state.checkpoint !== undefined;
        const r = submit(this.state, this.module, { player: d.player, answer }, this.log);
        if (!r.ok) throw new Error(`agent answer refused: ${r.error.message}`);
        this.remember(d.player, pending, answer);
        this.hideAbandoned(open, logFrom);
        continue;
      }
      const mine = this.humanDecision();
      if (!mine || this.hold) return;
      const answer = onlyAnswer(mine);
      if (answer === undefined) return;
      this.collect();
      const note = this.autoLine(mine, answer);
      if (this.submitAnswer(answer) !== null) return; // refused after all: the player decides
      this.pushAuto(note, `${mine.kind}:${JSON.stringify(answer)}:${note.reason}`);
      this.collect();
    }
  }

  /**
   * An agent's declaration that it took back (a random agent may choose "cancel") is engine
   * business, not news for the player: its log lines, from the answer that opened it to the
   * rollback, are left out.
   */
  private hideAbandoned(wasOpen: boolean, logFrom: number): void {
    if (!wasOpen && this.state.checkpoint !== undefined) this.agentDeclarationFrom = logFrom;
    const back = this.log.findIndex((e, i) => i >= logFrom && e.rollback === true);
    if (back >= 0) {
      const from = this.agentDeclarationFrom ?? logFrom;
      for (let i = from; i <= back; i++) this.withdrawn.add(i);
    }
    if (this.state.checkpoint === undefined) this.agentDeclarationFrom = null;
  }

  /**
   * An automatic answer in the feed. The same automatic answer to the same kind of decision again
   * before the next screen (the "no response" passes after every step of the opponent's turn) is
   * folded into one line with a count, moved to where the latest one happened, so that the real
   * events stay easy to find. `hold` still stops at every one of them.
   */
  private pushAuto(note: { words: string; why: string; tail: string }, key: string): void {
    const last = this.lastAuto;
    let count = 1;
    let tail = note.tail;
    if (last && last.key === key && this.feed[last.at] === last.line) {
      this.feed.splice(last.at, 1);
      count = last.count + 1;
      tail = last.tail;
    }
    const head =
      count === 1
        ? ui('auto', this.lang, { answer: note.words, why: note.why })
        : ui('autoMany', this.lang, { answer: note.words, why: note.why, n: count });
    const line = `  ${pc.cyan(head)}${tail}`;
    this.feed.push(line);
    this.lastAuto = { key, at: this.feed.length - 1, count, line, tail };
  }

  private autoLine(
    d: Decision,
    answer: unknown,
  ): { words: string; why: string; reason: string; tail: string } {
    const ids = Array.isArray(answer) ? (answer as string[]) : [];
    const opts = domainOptions(d);
    const words = ids.length
      ? ids.map((id) => this.text(opts.find((o) => o.id === id)?.label ?? { key: id })).join(', ')
      : typeof answer === 'number'
        ? String(answer)
        : this.lang === 'zh'
          ? '不选'
          : 'nothing';
    const reason = this.module.present?.onlyChoice?.(this.view(), d, this.lang) ?? ui('autoOnly', this.lang);
    let tail = pc.dim(` — ${reason}`);
    if (!this.autoHintShown) {
      this.autoHintShown = true;
      tail += `\n  ${pc.dim(ui('autoHint', this.lang))}`;
    }
    return { words, why: this.text(d.prompt), reason, tail };
  }

  humanDecision(): Decision | undefined {
    return openDecisions(this.state).find((d) => d.player === this.opts.seat);
  }

  view(): StateView {
    return viewFor(this.state, this.module, this.opts.seat);
  }

  /** The board alone. */
  board(view = this.view()): string {
    return this.module.renderText ? this.module.renderText(view, this.lang) : genericBoard(view);
  }

  /** The screen: board, what happened since the last screen, and the menu of the pending decision. */
  screen(): string {
    const view = this.view();
    const out: string[] = [this.board(view)];
    this.collect();
    if (this.feed.length) {
      out.push(pc.bold(`-- ${ui('log', this.lang)} --`));
      out.push(...this.feed.slice(-40));
      this.history.push(...this.feed);
      this.feed = [];
      this.lastAuto = null;
    }
    if (this.state.result) {
      const r = this.state.result;
      const verdict =
        r.draw || r.winners.length === 0
          ? ui('draw', this.lang)
          : r.winners.includes(this.opts.seat)
            ? ui('youWin', this.lang)
            : ui('youLose', this.lang);
      // The reason follows "You win!": it starts a sentence (some catalogs start in lower case).
      const why = this.text(r.reason);
      const reason = this.lang === 'en' ? why.charAt(0).toUpperCase() + why.slice(1) : why;
      out.push(pc.bold(`== ${ui('over', this.lang)}: ${verdict} ${reason} ${this.cite(r.rule)}`));
      return out.join('\n');
    }
    const d = view.decisions[0];
    out.push(d ? this.menu(d) : ui('waiting', this.lang));
    return out.join('\n');
  }

  /** The last `n` lines of what happened. */
  recentLog(n = 20): string {
    this.collect();
    return [...this.history, ...this.feed].slice(-n).join('\n');
  }

  /**
   * Numbers for the options of a decision. A number stays with its option (by id) while the
   * following menus of the same kind still offer it; new options get new numbers after the
   * highest; numbers start again from 1 when fewer than half of the options were in the last menu
   * (a new step of a move, a new decision) or the numbers have grown far past the options.
   */
  private numbered(d: Decision): MenuItem[] {
    const opts = domainOptions(d);
    // Per piece too: one role's move has its own numbers, not those left by another role's move.
    const who = d.prompt.args?.who;
    const key = `${d.player}:${d.kind}${who === undefined ? '' : `:${JSON.stringify(who)}`}`;
    let map = this.numbers.get(key);
    const ids = new Set(opts.map((o) => o.id));
    if (map) for (const id of [...map.keys()]) if (!ids.has(id)) map.delete(id);
    const kept = opts.length - opts.filter((o) => !map?.has(o.id)).length;
    const fresh = opts.length - kept;
    const highest = map?.size ? Math.max(...map.values()) : 0;
    // A menu that is mostly new (the next step of a move: new squares, only "stop" carried over)
    // starts again from 1, so that "1" means the same direction at every step.
    if (!map || map.size === 0 || kept * 2 < opts.length || highest + fresh > opts.length * 2 + 6) {
      map = new Map();
      this.numbers.set(key, map);
    }
    let next = map.size ? Math.max(...map.values()) : 0;
    for (const o of opts) if (!map.has(o.id)) map.set(o.id, ++next);
    const items = opts
      .map((o) => ({ n: map.get(o.id)!, option: o, label: this.text(o.label) }))
      .sort((a, b) => a.n - b.n);
    // Options with the same words are told apart by the card they are about, or by a count.
    const byLabel = new Map<string, MenuItem[]>();
    for (const it of items) byLabel.set(it.label, [...(byLabel.get(it.label) ?? []), it]);
    for (const same of byLabel.values()) {
      if (same.length < 2) continue;
      same.forEach((it, i) => {
        it.label += it.option.obj !== undefined ? ` #${it.option.obj}` : ` (${i + 1})`;
      });
    }
    return items;
  }

  menu(d: Decision): string {
    const lang = this.lang;
    const lines = [
      pc.bold(
        `>> ${ui('yourTurn', lang)}: ${this.text(d.prompt)}${d.rule ? `  ${pc.dim(`(${ui('rule', lang)} ${citation(this.module, d.rule, lang)})`)}` : ''}`,
      ),
    ];
    const items = this.numbered(d);
    this.menuItems = items;
    this.menuFor = d;
    const width = String(Math.max(1, ...items.map((it) => it.n))).length;
    for (const it of items) {
      const hint = it.option.hint ? pc.dim(` — ${this.text(it.option.hint)}`) : '';
      lines.push(`  ${String(it.n).padStart(width + 1)}. ${it.label}${hint}`);
    }
    lines.push(`  ${pc.dim(this.inputHelp(d, items))}`);
    return lines.join('\n');
  }

  private inputHelp(d: Decision, items: MenuItem[]): string {
    const dom = d.domain;
    const lang = this.lang;
    if (dom.type === 'pick') {
      if (dom.max <= 1 && dom.min >= 1) return ui('pickOne', lang);
      const count = dom.min === dom.max ? String(dom.min) : `${dom.min}–${Math.min(dom.max, items.length)}`;
      // The example picks as many numbers as the prompt asks for (at least `min`, two when free).
      const exampleCount = Math.min(items.length, Math.max(1, dom.min, Math.min(dom.max, 2)));
      const many = ui('pickMany', lang, {
        count,
        example: items
          .slice(0, exampleCount)
          .map((it) => it.n)
          .join(' '),
      });
      return dom.min === 0 ? `${many} ${ui('pickNone', lang)}` : many;
    }
    // An order names every item once, so the example does too.
    if (dom.type === 'order') return ui('orderHelp', lang, { example: items.map((it) => it.n).join(' ') });
    if (dom.type === 'number') return ui('numberHelp', lang, { min: dom.min, max: dom.max });
    const each = Math.floor(dom.total / Math.max(1, dom.items.length));
    const amounts = dom.items.map((_, i) =>
      i === dom.items.length - 1 ? dom.total - each * (dom.items.length - 1) : each,
    );
    return ui('distHelp', lang, { total: dom.total, example: amounts.join(' ') });
  }

  /** The menu items of the decision (numbered as last shown). */
  private items(d: Decision): MenuItem[] {
    if (this.menuFor !== d || this.menuItems.length === 0) {
      this.menuItems = this.numbered(d);
      this.menuFor = d;
    }
    return this.menuItems;
  }

  /** The menu number of an option of the decision (as the player sees it). */
  numberOf(d: Decision, optionId: string): number | undefined {
    return this.items(d).find((it) => it.option.id === optionId)?.n;
  }

  /** Turn a typed line into an answer for the decision, or explain what is allowed. */
  parse(d: Decision, line: string): { ok: true; answer: unknown } | { ok: false; why: string } {
    const dom = d.domain;
    const lang = this.lang;
    const words = line
      .trim()
      .split(/[\s,，、]+/)
      .filter(Boolean);
    const items = this.items(d);
    if (dom.type === 'number') {
      const n = Number(words[0]);
      if (words.length !== 1 || !/^-?\d+$/.test(words[0]) || n < dom.min || n > dom.max)
        return { ok: false, why: ui('numberHelp', lang, { min: dom.min, max: dom.max }) };
      return { ok: true, answer: n };
    }
    if (dom.type === 'distribute') {
      if (words.length !== dom.items.length || words.some((w) => !/^\d+$/.test(w))) {
        return { ok: false, why: this.inputHelp(d, items) };
      }
      const out: Record<string, number> = {};
      dom.items.forEach((it, i) => {
        out[it.id] = Number(words[i]);
      });
      return { ok: true, answer: out };
    }
    const numbers = ranges(items.map((it) => it.n));
    const toId = (w: string): string | null => {
      if (/^\d+$/.test(w)) return items.find((it) => it.n === Number(w))?.option.id ?? null;
      const byId = items.find((it) => it.option.id === w);
      if (byId) return byId.option.id;
      const byLabel = items.filter((it) => it.label.toLowerCase() === w.toLowerCase());
      return byLabel.length === 1 ? byLabel[0].option.id : null;
    };
    if (
      dom.type === 'pick' &&
      dom.min === 0 &&
      words.length === 1 &&
      ['0', '-', 'none', '无'].includes(words[0])
    ) {
      return { ok: true, answer: [] };
    }
    if (words.length === 0) return { ok: false, why: this.inputHelp(d, items) };
    // A whole line may be one option's label containing spaces.
    const whole = toId(line.trim());
    const chosen = whole && words.length > 1 ? [whole] : words.map(toId);
    const bad = words.find((_, i) => chosen[i] === null);
    if (bad !== undefined && !(whole && words.length > 1)) {
      const ids = items.filter((it) => !/^\d+$/.test(it.option.id)).map((it) => it.option.id);
      const shownIds = ids.length ? ids.slice(0, 6).join(', ') + (ids.length > 6 ? ', …' : '') : '';
      return {
        ok: false,
        why: ui('notUnderstood', lang, {
          word: bad.length > 30 ? `${bad.slice(0, 30)}…` : bad,
          numbers,
          ids: shownIds ? ui('orIds', lang, { ids: shownIds }) : '',
        }),
      };
    }
    const ids = chosen as string[];
    const seen = new Set<string>();
    for (const id of ids) {
      if (seen.has(id)) {
        const n = items.find((it) => it.option.id === id)?.n ?? id;
        return { ok: false, why: ui('twice', lang, { n }) };
      }
      seen.add(id);
    }
    if (dom.type === 'order') {
      if (ids.length !== dom.items.length)
        return { ok: false, why: ui('orderAll', lang, { n: dom.items.length, numbers }) };
      return { ok: true, answer: ids };
    }
    if (ids.length < dom.min || ids.length > dom.max) {
      const want = dom.min === dom.max ? String(dom.min) : `${dom.min}–${dom.max}`;
      return { ok: false, why: ui('wrongCount', lang, { want, got: ids.length }) };
    }
    return { ok: true, answer: ids };
  }

  /** Whether this game's rules let a player concede. */
  get canConcede(): boolean {
    return typeof this.module.concede === 'function';
  }

  /** The human player concedes, if the game's rules allow it; returns an explanation if not. */
  concede(): string | null {
    if (!this.module.concede) return ui('noConcede', this.lang);
    // A concession is an answer like any other: submitted, recorded, replayed.
    const pending = this.state.pending?.id ?? 0;
    const r = submitSafely(this.state, this.module, { player: this.opts.seat, answer: CONCEDE }, this.log);
    if (!r.ok) return ui('refused', this.lang, { why: r.error.message });
    this.remember(this.opts.seat, pending, CONCEDE);
    return null;
  }

  /** Apply an answer given as data (the bot protocol); returns the refusal, or null when accepted. */
  answer(value: unknown, pendingId?: number): DecisionError | null {
    const d = this.humanDecision();
    if (!d) return { code: 'not-your-decision', message: `seat ${this.opts.seat} is not deciding now` };
    const pending = this.state.pending!.id;
    const r = submitSafely(
      this.state,
      this.module,
      { player: this.opts.seat, answer: value, pending: pendingId },
      this.log,
    );
    if (!r.ok) return r.error;
    this.remember(this.opts.seat, pending, value);
    return null;
  }

  /** Submit an answer for the player; returns the refusal to show, or null when accepted. */
  private submitAnswer(answer: unknown): string | null {
    const pending = this.state.pending!.id;
    const r = submitSafely(this.state, this.module, { player: this.opts.seat, answer }, this.log);
    if (!r.ok) {
      const why = r.error.reason ? this.text(r.error.reason) : r.error.message;
      return ui('refused', this.lang, {
        why: `${why}${r.error.rule ? ` [${citation(this.module, r.error.rule, this.lang)}]` : ''}`,
      });
    }
    this.remember(this.opts.seat, pending, answer);
    return null;
  }

  /** Apply a typed line; returns an error text to show, or null when accepted. */
  input(line: string): string | null {
    const d = this.humanDecision();
    if (!d) return null;
    const parsed = this.parse(d, line);
    if (!parsed.ok) return parsed.why;
    this.collect();
    return this.submitAnswer(parsed.answer);
  }

  // ---- looking at cards and zones ------------------------------------------------------------

  private findObject(view: StateView, id: number): { obj: ObjectView; zone: string } | null {
    for (const z of Object.values(view.zones))
      for (const o of z.objects) if (o.id === id) return { obj: o, zone: z.id };
    return null;
  }

  private zoneLabel(zoneId: string): string {
    return this.module.present?.zoneName?.(zoneId, this.opts.seat, this.lang) ?? zoneId;
  }

  private who(p: number): string {
    if (p === this.opts.seat) return ui('you', this.lang);
    const players = this.record.players;
    return players === 2 ? ui('opponent', this.lang) : ui('player', this.lang, { n: p });
  }

  /** Full details of a visible object: name, kind, full text, where, who controls it, status. */
  describeObject(view: StateView, id: number): string {
    const found = this.findObject(view, id);
    if (!found) return ui('lookNothing', this.lang, { what: `#${id}` });
    const { obj, zone } = found;
    if (obj.hidden || !obj.card) return ui('lookHidden', this.lang);
    const lines = this.cardLines(obj.card, `#${obj.id} `);
    const where = [this.zoneLabel(zone), `${ui('controller', this.lang)} ${this.who(obj.controller)}`];
    if (obj.owner !== obj.controller) where.push(`${ui('owner', this.lang)} ${this.who(obj.owner)}`);
    lines.push(`  ${where.join(' · ')}`);
    for (const l of this.module.present?.describe?.(view, id, this.lang) ?? []) lines.push(`  ${l}`);
    return lines.join('\n');
  }

  private cardLines(cardId: string, prefix = ''): string[] {
    const t = this.module.present?.card(cardId, this.lang);
    if (!t) return [`${prefix}${this.module.cardName(cardId, this.lang) ?? cardId}`];
    return [pc.bold(`${prefix}${t.name}`) + `  ${t.kind}`, ...t.text.split('\n').map((l) => `  ${l}`)];
  }

  /** `look <what>`: a menu number, #object, a place the game names, or a card name. */
  look(what: string): string {
    const w = what.trim();
    const view = this.view();
    const place = this.lang === 'zh' ? 'C2' : 'C2';
    if (!w) return ui('lookWhat', this.lang, { place });
    if (/^#\d+$/.test(w)) return this.describeObject(view, Number(w.slice(1)));
    if (/^\d+$/.test(w)) {
      const d = this.humanDecision();
      const it = d ? this.items(d).find((x) => x.n === Number(w)) : undefined;
      if (it) {
        if (it.option.obj !== undefined) return this.describeObject(view, it.option.obj);
        const at = this.module.present?.place?.(view, it.option.id, this.lang);
        if (at) return at.join('\n');
        return `${it.n}. ${it.label}${it.option.hint ? ` — ${this.text(it.option.hint)}` : ''}`;
      }
      // Not a menu number: an object number typed without '#'.
      if (this.findObject(view, Number(w))) return this.describeObject(view, Number(w));
      return ui('lookNothing', this.lang, { what: w });
    }
    const at = this.module.present?.place?.(view, w, this.lang);
    if (at) return at.join('\n');
    // A card by name: a visible one first (its status too), else the card's text.
    const needle = w.toLowerCase();
    const named = (card: string) => (this.module.cardName(card, this.lang) ?? card).toLowerCase();
    for (const z of Object.values(view.zones))
      for (const o of z.objects)
        if (o.card && !o.hidden && named(o.card).includes(needle))
          return this.describeObject(view, Number(o.id));
    const present = this.module.present;
    for (const id of present?.cardIds() ?? []) {
      const name = (present?.card(id, this.lang)?.name ?? named(id)).toLowerCase();
      if (name.includes(needle) || id.toLowerCase() === needle) return this.cardLines(id).join('\n');
    }
    return ui('lookNothing', this.lang, { what: w.length > 30 ? `${w.slice(0, 30)}…` : w });
  }

  /** `zones`: every zone with its count; `zone <name>`: the cards of one zone the player may see. */
  zones(which?: string): string {
    const view = this.view();
    const zones = Object.values(view.zones);
    if (!which) {
      const rows = zones.map((z) => {
        const visible = z.objects.filter((o) => !o.hidden).length;
        return `  ${this.zoneLabel(z.id)} (${z.id}): ${z.count}${visible < z.count && visible > 0 ? ` (${visible} ${this.lang === 'zh' ? '张可见' : 'visible'})` : ''}`;
      });
      return [ui('zonesTitle', this.lang), ...rows].join('\n');
    }
    const needle = which.trim().toLowerCase();
    const z =
      zones.find((x) => x.id.toLowerCase() === needle) ??
      zones.find((x) => this.zoneLabel(x.id).toLowerCase() === needle) ??
      zones.find(
        (x) => this.zoneLabel(x.id).toLowerCase().includes(needle) || x.id.toLowerCase().includes(needle),
      );
    if (!z)
      return ui('zoneUnknown', this.lang, {
        what: which.length > 30 ? `${which.slice(0, 30)}…` : which,
        list: zones.map((x) => x.id).join(', '),
      });
    const lines = [`${this.zoneLabel(z.id)} (${z.count})`];
    if (z.count === 0) lines.push(`  ${ui('zoneEmpty', this.lang)}`);
    const hidden = z.objects.filter((o) => o.hidden).length;
    for (const o of z.objects) {
      if (o.hidden || !o.card) continue;
      const t = this.module.present?.card(o.card, this.lang);
      lines.push(
        `  #${o.id} ${t ? `${t.name}  ${pc.dim(t.kind)}${t.short ? ` — ${t.short}` : ''}` : (this.module.cardName(o.card, this.lang) ?? o.card)}`,
      );
    }
    if (hidden) lines.push(`  ${ui('zoneHidden', this.lang, { n: hidden })}`);
    return lines.join('\n');
  }

  /** The help text for this game. */
  help(): string {
    return helpText(this.lang, this.canConcede, this.hold);
  }

  toggleHold(): string {
    this.hold = !this.hold;
    return ui(this.hold ? 'holdOn' : 'holdOff', this.lang);
  }
}

function genericBoard(view: StateView): string {
  return Object.values(view.zones)
    .map((z) => `${z.id}: ${z.objects.map((o) => (o.hidden ? '?' : o.card)).join(' ')}`)
    .join('\n');
}

export type CommandResult = { output: string } | { quit: true } | { answered: true } | null;

/**
 * One line typed by the player: a command (help, look, zones, zone, board, log, hold, concede, quit)
 * or an answer. Returns what to print; `answered` means the game moved on (print the screen).
 */
export function handleLine(session: PlaySession, raw: string): CommandResult {
  const line = raw.trim();
  const [word, ...rest] = line.split(/\s+/);
  const arg = rest.join(' ');
  const lower = (word ?? '').toLowerCase();
  switch (lower) {
    case 'quit':
    case 'exit':
    case '退出':
      return { quit: true };
    case 'help':
    case '?':
    case '帮助':
      return { output: session.help() };
    case '':
      return { output: session.screen() };
    case 'board':
    case '牌桌':
      return { output: session.screen() };
    case 'look':
    case 'l':
    case '看':
      return { output: session.look(arg) };
    case 'zones':
    case '区域':
      return { output: session.zones() };
    case 'zone':
      return { output: session.zones(arg || undefined) };
    case 'log':
    case '记录': {
      const n = /^\d+$/.test(arg) ? Number(arg) : 20;
      return { output: session.recentLog(n) };
    }
    case 'hold':
    case '保留': {
      const text = session.toggleHold();
      return { output: text };
    }
    case 'concede':
    case '认输': {
      const why = session.concede();
      return why ? { output: why } : { answered: true };
    }
  }
  const err = session.input(line);
  return err ? { output: err } : { answered: true };
}

export interface TerminalIo {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
}

/** Run an interactive session on stdin/stdout; the game is saved to `recordFile` however it ends. */
export async function playInTerminal(
  module: GameModule,
  opts: PlayOptions,
  recordFile?: string,
  io: TerminalIo = { input: process.stdin, output: process.stdout },
): Promise<number> {
  const { createInterface } = await import('node:readline/promises');
  const session = new PlaySession(module, opts);
  const out = (s: string) => io.output.write(`${s}\n`);
  let saved = false;
  const save = () => {
    if (!recordFile || saved) return;
    saved = true;
    writeFileSync(recordFile, JSON.stringify(session.finishedRecord(), null, 1));
    process.stderr.write(`${ui('saved', opts.lang, { file: recordFile })}\n`);
  };
  // Ctrl-C, a closed terminal and `kill` end the game the same way: saved, then gone.
  const onSignal = (signal: NodeJS.Signals) => {
    save();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGHUP', onSignal);
  const rl = createInterface({
    input: io.input,
    output: io.output,
    terminal: Boolean((io.input as { isTTY?: boolean }).isTTY),
  });
  rl.on('SIGINT', () => onSignal('SIGINT'));
  const lines = rl[Symbol.asyncIterator]();
  try {
    out(pc.dim(ui('seed', opts.lang, { seed: opts.seed })));
    session.advance();
    out(session.screen());
    while (!session.state.result) {
      io.output.write('> ');
      const next = await lines.next();
      if (next.done) {
        io.output.write('\n');
        break;
      }
      const result = handleLine(session, String(next.value));
      if (result === null) continue;
      if ('quit' in result) {
        out(ui('bye', opts.lang));
        break;
      }
      if ('output' in result) {
        out(result.output);
        continue;
      }
      session.advance();
      out(session.screen());
    }
  } finally {
    rl.close();
    process.off('SIGTERM', onSignal);
    process.off('SIGHUP', onSignal);
    save();
  }
  return 0;
}
