/** Reading user files (decks, scenarios, records) with clear one-line errors, and output helpers. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { clip, type DeckList, InputError } from '@arbiter/kernel';
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

export function readDeck(path: string, game?: string): DeckList {
  const raw = parseStructured(readText(path), path);
  const r = DeckFileSchema.safeParse(raw);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new InputError(`${path}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  if (game && r.data.game && r.data.game !== game) {
    throw new InputError(`${path}: this deck is for game "${clip(r.data.game)}", not "${game}"`);
  }
  const deck: DeckList = { name: r.data.name, cards: r.data.cards };
  if (r.data.extra) deck.extra = r.data.extra;
  return deck;
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

export function parseIntOption(value: string, name: string, min = 0): number {
  if (!/^\d+$/.test(value)) throw new InputError(`${name} must be a whole number, got "${clip(value)}"`);
  const n = Number(value);
  if (n < min) throw new InputError(`${name} must be at least ${min}`);
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

/** A progress bar on stderr when it is a terminal; silent otherwise. */
export class Progress {
  private last = -1;
  private readonly tty = Boolean(process.stderr.isTTY);
  constructor(
    private readonly total: number,
    private readonly label: string,
  ) {}
  update(done: number): void {
    if (!this.tty || this.total === 0) return;
    const pct = Math.floor((done / this.total) * 100);
    if (pct === this.last) return;
    this.last = pct;
    const width = 30;
    const filled = Math.round((pct / 100) * width);
    process.stderr.write(
      `\r${this.label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${this.total}`,
    );
  }
  finish(): void {
    if (this.tty) process.stderr.write('\r\x1b[K');
  }
}
