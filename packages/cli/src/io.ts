/** Reading user files (decks, scenarios, records) with clear one-line errors, and output helpers. */
import { accessSync, constants, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { clip, type DeckList, type GameModule, InputError } from '@arbiter/kernel';
import { parse as parseYaml } from 'yaml';
import * as z from 'zod';

export function readText(path: string): string {
  if (!existsSync(path)) throw new InputError(`no such file: ${path}`);
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    throw new InputError(`cannot read ${path}: ${(e as Error).message}`);
  }
}

export function parseStructured(text: string, path: string): unknown {
  const ext = extname(path).toLowerCase();
  try {
    return ext === '.json' ? JSON.parse(text) : parseYaml(text);
  } catch (e) {
    throw new InputError(
      `${path}: not valid ${ext === '.json' ? 'JSON' : 'YAML'}: ${(e as Error).message.split('\n')[0]}`,
    );
  }
}

const Count = z.number().int().min(1, 'a card count must be at least 1');

/** Deck file format (JSON or YAML), documented in docs/decks.md. */
export const DeckFileSchema = z
  .object({
    game: z.string().optional(),
    name: z.string().min(1),
    cards: z.record(z.string(), Count),
    extra: z.record(z.string(), z.record(z.string(), Count)).optional(),
  })
  .strict();

const DECK_KEYS = ['game', 'name', 'cards', 'extra'];

export function readDeck(path: string, game?: string): DeckList {
  const raw = parseStructured(readText(path), path);
  const r = DeckFileSchema.safeParse(raw);
  if (!r.success) {
    const issue = r.error.issues[0];
    if (issue.code === 'unrecognized_keys') {
      const keys = (issue as { keys: string[] }).keys.map((k) => `"${clip(k, 30)}"`);
      throw new InputError(
        `${path}: ${issue.path.length ? `${issue.path.join('.')}: ` : ''}unknown key${keys.length > 1 ? 's' : ''} ${keys.join(', ')} (a deck file has ${DECK_KEYS.join(', ')})`,
      );
    }
    throw new InputError(`${path}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  if (game && r.data.game && r.data.game !== game) {
    throw new InputError(`${path}: this deck is for game "${clip(r.data.game)}", not "${game}"`);
  }
  const deck: DeckList = { name: r.data.name, cards: r.data.cards };
  if (r.data.extra) deck.extra = r.data.extra;
  return deck;
}

/** A short id for a ready deck: its name in lower case, words joined by '-' ("ember-frost"). */
export function deckSlug(name: string): string {
  const latin = name.match(/\(([^)]*)\)/)?.[1] ?? name;
  return latin
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9\u4e00-\u9fff]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** `--deck` / `--decks` words: a ready deck of the game (by name, slug or number 1..n) or a deck file. */
export function resolveDeck(spec: string, module: GameModule): DeckList {
  const s = spec.trim();
  const ready = module.decks.ready;
  const byName = ready.find(
    (d, i) =>
      d.name === s ||
      deckSlug(d.name) === s.toLowerCase() ||
      d.name.startsWith(`${s} (`) ||
      String(i + 1) === s,
  );
  if (byName) return byName;
  if (existsSync(s)) return readDeck(s, module.id);
  throw new InputError(
    `"${clip(s, 40)}" is neither a ready deck of ${module.id} nor a file (ready decks: ${ready.map((d) => deckSlug(d.name)).join(', ')})`,
  );
}

/**
 * Checks before a game starts that a record can be written to `path` (a new file in a folder that
 * exists and can be written), so a game is never lost to a typo.
 */
export function checkRecordPath(path: string, flag: string): void {
  const full = resolve(path);
  if (existsSync(full)) {
    if (statSync(full).isDirectory()) throw new InputError(`${flag} ${clip(path)}: is a folder, not a file`);
    throw new InputError(`${flag} ${clip(path)}: the file exists already (choose a new name)`);
  }
  const dir = dirname(full);
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw new InputError(`${flag} ${clip(path)}: the folder ${clip(dir)} does not exist`);
  try {
    accessSync(dir, constants.W_OK);
  } catch {
    throw new InputError(`${flag} ${clip(path)}: the folder ${clip(dir)} cannot be written`);
  }
}

/** A folder for many records: it may exist (as a folder) or will be made inside a writable folder. */
export function checkRecordsFolder(path: string, flag: string): void {
  const full = resolve(path);
  if (existsSync(full)) {
    if (!statSync(full).isDirectory()) throw new InputError(`${flag} ${clip(path)}: is a file, not a folder`);
    try {
      accessSync(full, constants.W_OK);
    } catch {
      throw new InputError(`${flag} ${clip(path)}: the folder cannot be written`);
    }
    return;
  }
  let parent = dirname(full);
  while (!existsSync(parent)) parent = dirname(parent);
  if (!statSync(parent).isDirectory())
    throw new InputError(`${flag} ${clip(path)}: ${clip(parent)} is a file`);
  try {
    accessSync(parent, constants.W_OK);
  } catch {
    throw new InputError(`${flag} ${clip(path)}: ${clip(parent)} cannot be written`);
  }
}

/** Wilson score interval (95 %) of `wins` successes in `n` trials, as fractions. */
export function wilson(wins: number, n: number): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const z = 1.959964;
  const p = wins / n;
  const denom = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** "41.0% [31.9–50.8]" */
export function rateText(wins: number, n: number): string {
  if (n === 0) return '-';
  const w = wilson(wins, n);
  const pct = (x: number) => (x * 100).toFixed(1);
  return `${pct(wins / n)}% [${pct(w.low)}–${pct(w.high)}]`;
}

/** All files under a path (a file, or a folder searched recursively) with one of the extensions. */
export function collectFiles(path: string, exts: readonly string[]): string[] {
  if (!existsSync(path)) throw new InputError(`no such file or folder: ${path}`);
  const st = statSync(path);
  if (st.isFile()) return [path];
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const p = join(dir, name);
      const s = statSync(p);
      if (s.isDirectory()) {
        if (name !== 'node_modules') walk(p);
      } else if (exts.includes(extname(name).toLowerCase())) out.push(p);
    }
  };
  walk(path);
  return out;
}

export function parseIntOption(value: string, name: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (!/^\d+$/.test(value)) throw new InputError(`${name} must be a whole number, got "${clip(value, 30)}"`);
  const n = Number(value);
  if (n < min) throw new InputError(`${name} must be at least ${min}`);
  if (n > max)
    throw new InputError(`${name} must be at most ${max}, got ${value.length > 15 ? 'more' : value}`);
  return n;
}

const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** Width of a string in terminal columns (CJK characters take two). */
export function displayWidth(s: string): number {
  let w = 0;
  for (const ch of s.replace(ANSI_COLOUR, '')) {
    const c = ch.codePointAt(0)!;
    w +=
      (c >= 0x1100 && c <= 0x115f) ||
      (c >= 0x2e80 && c <= 0xa4cf) ||
      (c >= 0xac00 && c <= 0xd7a3) ||
      (c >= 0xf900 && c <= 0xfaff) ||
      (c >= 0xfe30 && c <= 0xfe4f) ||
      (c >= 0xff00 && c <= 0xff60) ||
      (c >= 0xffe0 && c <= 0xffe6)
        ? 2
        : 1;
  }
  return w;
}

export function pad(s: string, width: number): string {
  return s + ' '.repeat(Math.max(0, width - displayWidth(s)));
}

export function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => displayWidth(r[i] ?? ''))));
  const line = (r: string[]) =>
    r
      .map((c, i) => pad(c, widths[i]))
      .join('  ')
      .trimEnd();
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join(
    '\n',
  );
}

/** "1:05", "12s" */
export function duration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  return m < 60
    ? `${m}:${String(s % 60).padStart(2, '0')}`
    : `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}`;
}

/**
 * A progress bar with the time left, on stderr when it is a terminal (silent otherwise, so piped
 * and JSON output stay clean). Redrawn at most every 100 ms.
 */
export class Progress {
  private lastDraw = 0;
  private readonly start = Date.now();
  private readonly tty: boolean;
  constructor(
    private readonly total: number,
    private readonly label: string,
    private readonly stream: NodeJS.WriteStream = process.stderr,
  ) {
    this.tty = Boolean(stream.isTTY);
  }
  /** The line drawn for `done` of `total` after `elapsed` seconds. */
  static line(label: string, done: number, total: number, elapsed: number): string {
    const width = 30;
    const frac = total > 0 ? Math.min(1, done / total) : 1;
    const filled = Math.round(frac * width);
    const eta = done > 0 && done < total ? ` ETA ${duration((elapsed / done) * (total - done))}` : '';
    return `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${duration(elapsed)}${eta}`;
  }
  update(done: number): void {
    if (!this.tty || this.total === 0) return;
    const now = Date.now();
    if (now - this.lastDraw < 100 && done < this.total) return;
    this.lastDraw = now;
    this.stream.write(`\r\x1b[K${Progress.line(this.label, done, this.total, (now - this.start) / 1000)}`);
  }
  finish(): void {
    if (this.tty) this.stream.write('\r\x1b[K');
  }
}
