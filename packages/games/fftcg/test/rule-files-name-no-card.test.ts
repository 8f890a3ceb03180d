/**
 * Principle 7 (rule files name no card), issue 9: no card id of the pool (`src/cards/cards.json`) is
 * written in a rule file, the AI, the views or the card machinery; only the card data and the
 * decks name cards.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARDS } from '../src/cards/cards.ts';

const SRC = join(import.meta.dirname, '..', 'src');

/** A card id written as a string in code ('id', "id" or `id`). */
const NAMES_A_CARD = new RegExp(`['"\`](${Object.keys(CARDS).join('|')})['"\`]`, 'g');

function ruleFiles(): string[] {
  const inDir = (dir: string, skip: string[] = []) =>
    readdirSync(join(SRC, dir))
      .filter((f) => f.endsWith('.ts') && !skip.includes(f))
      .map((f) => join(SRC, dir, f));
  return [...inDir('rules'), ...inDir('text'), ...inDir('cards', ['decks.ts']), ...inDir('.')];
}

describe('rule files name no card (issue 9)', () => {
  it('no card id appears in a rule file, the AI, the views or the card machinery', () => {
    const found: string[] = [];
    for (const f of ruleFiles())
      for (const m of readFileSync(f, 'utf8').matchAll(NAMES_A_CARD))
        found.push(`${relative(SRC, f)}: ${m[1]}`);
    expect([...new Set(found)].sort()).toEqual([]);
  });

  it('the check would catch a rule file naming a card, in any quotes', () => {
    const id = Object.keys(CARDS)[0];
    const names = (text: string) => [...text.matchAll(NAMES_A_CARD)].map((m) => m[1]);
    expect(names(`if (o.card === '${id}') win(p);`)).toEqual([id]);
    expect(names(`has(g, "${id}") || has(g, \`${id}\`)`)).toEqual([id, id]);
    expect(names(`kind: '${id}x'`)).toEqual([]);
    expect(ruleFiles().length).toBeGreaterThan(10);
  });
});
