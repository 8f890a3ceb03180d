/**
 * `arbiter play`: a person plays a whole game in the terminal against agents. The board comes from
 * the game's `renderText`, everything shown goes through the kernel's redaction path (`viewFor`,
 * `redactLog`), and each decision is a numbered menu with the rule behind it and an explanation of
 * every option. `PlaySession` holds the logic so it can be driven by tests without a terminal.
 */
import { writeFileSync } from 'node:fs';
import {
  type Agent,
  type Catalog,
  CONCEDE,
  createGame,
  type Decision,
  defaultDecks,
  domainOptions,
  ENGINE_VERSION,
  type GameModule,
  type GameRecord,
  KERNEL_CATALOG,
  type Lang,
  type LogEntry,
  type Msg,
  makeAgents,
  openDecisions,
  redactLog,
  renderMsg,
  type State,
  stateHash,
  submit,
  submitSafely,
  viewFor,
} from '@arbiter/kernel';

const UI: Record<string, { zh: string; en: string }> = {
  yourTurn: { zh: '轮到你决定', en: 'Your decision' },
  rule: { zh: '依据规则', en: 'rule' },
  pickHelp: {
    zh: '输入编号（多选用空格分隔，例如 "1 3"），或选项id。输入 help 查看帮助，concede 认输，quit 退出。',
    en: 'Enter a number (several separated by spaces, e.g. "1 3"), or an option id. "help" for help, "concede" to concede, "quit" to leave.',
  },
  orderHelp: {
    zh: '按顺序输入全部编号，例如 "2 1 3"（第一个最先）。',
    en: 'Enter all numbers in order, e.g. "2 1 3" (first goes first).',
  },
  numberHelp: { zh: '输入 {min} 到 {max} 之间的整数。', en: 'Enter a whole number from {min} to {max}.' },
  distHelp: {
    zh: '为每一项输入数量，用空格分隔（共 {total}），例如 "1000 2000"。',
    en: 'Enter an amount for each item separated by spaces (total {total}), e.g. "1000 2000".',
  },
  chooseCount: { zh: '选择 {min}–{max} 项', en: 'choose {min}–{max}' },
  chooseNone: { zh: '；输入 0 表示一项都不选', en: '; enter 0 to choose none' },
  badInput: { zh: '无法理解输入：{why}', en: 'Could not read that: {why}' },
  refused: { zh: '这个决定不合规则：{why}', en: 'That decision is not allowed: {why}' },
  over: { zh: '游戏结束', en: 'Game over' },
  youWin: { zh: '你赢了！', en: 'You win!' },
  youLose: { zh: '你输了。', en: 'You lose.' },
  draw: { zh: '平局。', en: 'Draw.' },
  log: { zh: '记录', en: 'Log' },
  waiting: { zh: '等待对手…', en: 'Waiting for the opponent…' },
  noConcede: {
    zh: '本游戏的规则没有认输；输入 quit 离开。',
    en: "This game's rules have no concession; type quit to leave.",
  },
};

function ui(key: string, lang: Lang, args: Record<string, string | number> = {}): string {
  return UI[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(args[k] ?? ''));
}

export interface PlayOptions {
  seat: number;
  /** Number of seats (the game's default otherwise). */
  players?: number;
  vs: string;
  seed: string;
  lang: Lang;
}

export class PlaySession {
  readonly state: State;
  readonly log: LogEntry[] = [];
  /** The game as a record (`arbiter replay` re-runs it): every decision with the hash after it. */
  readonly record: GameRecord;
  private shown = 0;
  private readonly agents: (Agent | null)[];
  private readonly catalog: Catalog;

  constructor(
    readonly module: GameModule,
    readonly opts: PlayOptions,
  ) {
    const players = opts.players ?? module.players.default;
    this.catalog = { ...KERNEL_CATALOG, ...module.catalog };
    const names = Array.from({ length: players }, () => opts.vs);
    const made = makeAgents(module, names, opts.seed);
    this.agents = made.map((a, i) => (i === opts.seat ? null : a));
    const decks = defaultDecks(module, players);
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

  text(m: Msg): string {
    return renderMsg(m, this.opts.lang, this.catalog, (c, l) => this.module.cardName(c, l));
  }

  /** Let the agents act until the human must decide or the game ends. */
  advance(): void {
    while (!this.state.result) {
      const d = openDecisions(this.state).find((x) => this.agents[x.player] !== null);
      if (!d) return;
      const agent = this.agents[d.player]!;
      // Agents see only their view, and a copy of their decision: they cannot touch the game.
      const view = viewFor(this.state, this.module, d.player);
      const answer = agent.decide(view, view.decisions[0] ?? d);
      const pending = this.state.pending!.id;
      const r = submit(this.state, this.module, { player: d.player, answer }, this.log);
      if (!r.ok) throw new Error(`agent answer refused: ${r.error.message}`);
      this.remember(d.player, pending, answer);
    }
  }

  humanDecision(): Decision | undefined {
    return openDecisions(this.state).find((d) => d.player === this.opts.seat);
  }

  /** The screen: board, new log lines, and the menu for the pending decision. */
  screen(): string {
    const lang = this.opts.lang;
    const view = viewFor(this.state, this.module, this.opts.seat);
    const out: string[] = [];
    out.push(this.module.renderText ? this.module.renderText(view, lang) : genericBoard(view));
    const fresh = redactLog(this.state, this.module, this.log.slice(this.shown), this.opts.seat);
    this.shown = this.log.length;
    if (fresh.length) {
      out.push(`-- ${ui('log', lang)} --`);
      for (const e of fresh.slice(-40)) out.push(`  ${this.text(e.msg)}${e.rule ? `  [${e.rule}]` : ''}`);
    }
    if (this.state.result) {
      const r = this.state.result;
      const verdict =
        r.draw || r.winners.length === 0
          ? ui('draw', lang)
          : r.winners.includes(this.opts.seat)
            ? ui('youWin', lang)
            : ui('youLose', lang);
      out.push(`== ${ui('over', lang)}: ${verdict} ${this.text(r.reason)} [${r.rule}]`);
      return out.join('\n');
    }
    const d = view.decisions[0];
    if (d) out.push(this.menu(d));
    else out.push(ui('waiting', lang));
    return out.join('\n');
  }

  menu(d: Decision): string {
    const lang = this.opts.lang;
    const lines = [
      `>> ${ui('yourTurn', lang)}: ${this.text(d.prompt)}${d.rule ? `  (${ui('rule', lang)} ${d.rule})` : ''}`,
    ];
    const dom = d.domain;
    const opts = domainOptions(d);
    opts.forEach((o, i) => {
      const hint = o.hint ? ` — ${this.text(o.hint)}` : '';
      lines.push(`  ${String(i + 1).padStart(2)}. ${this.text(o.label)}${hint}`);
    });
    if (dom.type === 'pick') {
      if (dom.max > 1 || dom.min === 0)
        lines.push(
          `  (${ui('chooseCount', lang, { min: dom.min, max: dom.max })}${dom.min === 0 ? ui('chooseNone', lang) : ''})`,
        );
      lines.push(`  ${ui('pickHelp', lang)}`);
    } else if (dom.type === 'order') lines.push(`  ${ui('orderHelp', lang)}`);
    else if (dom.type === 'number') lines.push(`  ${ui('numberHelp', lang, { min: dom.min, max: dom.max })}`);
    else lines.push(`  ${ui('distHelp', lang, { total: dom.total })}`);
    return lines.join('\n');
  }

  /** Turn a typed line into an answer for the decision, or explain why it cannot be read. */
  parse(d: Decision, line: string): { ok: true; answer: unknown } | { ok: false; why: string } {
    const dom = d.domain;
    const words = line
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean);
    const opts = domainOptions(d);
    const toId = (w: string): string | null => {
      if (/^\d+$/.test(w)) {
        const i = Number(w) - 1;
        return opts[i]?.id ?? null;
      }
      const byId = opts.find((o) => o.id === w);
      if (byId) return byId.id;
      const byLabel = opts.filter((o) => this.text(o.label).toLowerCase() === w.toLowerCase());
      return byLabel.length === 1 ? byLabel[0].id : null;
    };
    if (dom.type === 'number') {
      if (words.length !== 1 || !/^-?\d+$/.test(words[0]))
        return { ok: false, why: ui('numberHelp', this.opts.lang, { min: dom.min, max: dom.max }) };
      return { ok: true, answer: Number(words[0]) };
    }
    if (dom.type === 'distribute') {
      if (words.length !== dom.items.length || words.some((w) => !/^\d+$/.test(w))) {
        return { ok: false, why: ui('distHelp', this.opts.lang, { total: dom.total }) };
      }
      const out: Record<string, number> = {};
      dom.items.forEach((it, i) => {
        out[it.id] = Number(words[i]);
      });
      return { ok: true, answer: out };
    }
    if (
      dom.type === 'pick' &&
      dom.min === 0 &&
      words.length === 1 &&
      ['0', '-', 'none', '无'].includes(words[0])
    ) {
      return { ok: true, answer: [] };
    }
    if (words.length === 0) return { ok: false, why: ui('pickHelp', this.opts.lang) };
    // A whole line may be one option's label containing spaces.
    const whole = toId(line.trim());
    const ids = whole && words.length > 1 ? [whole] : words.map(toId);
    if (ids.some((x) => x === null)) return { ok: false, why: `"${line.trim()}"` };
    return { ok: true, answer: ids as string[] };
  }

  /** The human player concedes, if the game's rules allow it; returns an explanation if not. */
  concede(): string | null {
    if (!this.module.concede) return ui('noConcede', this.opts.lang);
    // A concession is an answer like any other: submitted, recorded, replayed.
    const pending = this.state.pending?.id ?? 0;
    const r = submitSafely(this.state, this.module, { player: this.opts.seat, answer: CONCEDE }, this.log);
    if (!r.ok) return ui('refused', this.opts.lang, { why: r.error.message });
    this.remember(this.opts.seat, pending, CONCEDE);
    return null;
  }

  /** Apply a typed line; returns an error text to show, or null when accepted. */
  input(line: string): string | null {
    const d = this.humanDecision();
    if (!d) return null;
    const parsed = this.parse(d, line);
    if (!parsed.ok) return ui('badInput', this.opts.lang, { why: parsed.why });
    const pending = this.state.pending!.id;
    const r = submitSafely(
      this.state,
      this.module,
      { player: this.opts.seat, answer: parsed.answer },
      this.log,
    );
    if (!r.ok) {
      const why = r.error.reason ? this.text(r.error.reason) : r.error.message;
      return ui('refused', this.opts.lang, { why: `${why}${r.error.rule ? ` [${r.error.rule}]` : ''}` });
    }
    this.remember(this.opts.seat, pending, parsed.answer);
    return null;
  }
}

function genericBoard(view: ReturnType<typeof viewFor>): string {
  return Object.values(view.zones)
    .map((z) => `${z.id}: ${z.objects.map((o) => (o.hidden ? '?' : o.card)).join(' ')}`)
    .join('\n');
}

/** Run an interactive session on stdin/stdout. */
export async function playInTerminal(
  module: GameModule,
  opts: PlayOptions,
  recordFile?: string,
): Promise<number> {
  const { createInterface } = await import('node:readline/promises');
  const session = new PlaySession(module, opts);
  const save = () => {
    if (recordFile) writeFileSync(recordFile, JSON.stringify(session.finishedRecord(), null, 1));
  };
  const rl = createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: Boolean(process.stdin.isTTY),
  });
  const lines = rl[Symbol.asyncIterator]();
  session.advance();
  process.stdout.write(`${session.screen()}\n`);
  while (!session.state.result) {
    process.stdout.write('> ');
    const next = await lines.next();
    if (next.done) {
      process.stdout.write('\n');
      rl.close();
      save();
      return 0;
    }
    const line = String(next.value).trim();
    if (line === 'quit' || line === 'exit') {
      rl.close();
      save();
      return 0;
    }
    if (line === 'concede' || line === '认输') {
      const why = session.concede();
      if (why) process.stdout.write(`${why}\n`);
      else process.stdout.write(`${session.screen()}\n`);
      continue;
    }
    if (line === 'help' || line === '') {
      const d = session.humanDecision();
      if (d) process.stdout.write(`${session.menu(d)}\n`);
      continue;
    }
    const err = session.input(line);
    if (err) {
      process.stdout.write(`${err}\n`);
      continue;
    }
    session.advance();
    process.stdout.write(`${session.screen()}\n`);
  }
  rl.close();
  save();
  return 0;
}
