/**
 * The node-only half of the test kit (`@arbiter/kernel/testkit-node`): what reads files. It is a
 * subpath of its own because the web client imports `@arbiter/kernel`, which must not need `fs`.
 *
 * Principle 7 (rule files name no card): each game's test lists its rule files with `sourceFiles`
 * and its card ids, and asserts that `cardsNamedInFiles` finds none (or only the ones it allows,
 * each with its reason). The matching itself is `cardsNamedIn` of the kernel's test kit.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cardsNamedIn } from './testkit.ts';

export interface SourceFilesOptions {
  /** Also the files of sub-folders (default: no). */
  recursive?: boolean;
  /** File names (not paths) to leave out, e.g. `decks.ts`, a list of cards by design. */
  skip?: readonly string[];
}

/**
 * The TypeScript source files (`.ts`, not `.test.ts`) of `dir`, as paths relative to `root`, in
 * name order; `dir` is relative to `root`.
 */
export function sourceFiles(root: string, dir: string, options: SourceFilesOptions = {}): string[] {
  const skip = new Set(options.skip ?? []);
  const names = readdirSync(join(root, dir), { recursive: options.recursive ?? false, encoding: 'utf8' });
  return names
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !skip.has(f.slice(f.lastIndexOf('/') + 1)))
    .map((f) => relative(root, join(root, dir, f)))
    .sort();
}

/** `path: id` for every card id written in the files (paths relative to `root`); see `cardsNamedIn`. */
export function cardsNamedInFiles(
  root: string,
  files: readonly string[],
  cardIds: readonly string[],
  options: { anywhere?: boolean } = {},
): string[] {
  const sources = files.map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
  return cardsNamedIn(sources, cardIds, options);
}
