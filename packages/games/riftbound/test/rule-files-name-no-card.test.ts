/**
 * Principle 7 (a card is one file; rule files name no card), issue 9: no card id is written in a
 * rule file, the AI, the views or the card machinery; only card files, their tests, the pool list
 * and the decks name cards.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARDS } from '../src/cards/registry.ts';

const SRC = join(import.meta.dirname, '..', 'src');

/** A card id written as a string in code ('id', "id" or `id`). */
const NAMES_A_CARD = new RegExp(`['"\`](${Object.keys(CARDS).join('|')})['"\`]`, 'g');

/**
 * Card ids found outside card files on purpose, each with its reason. A new one fails the check: move
 * the behaviour into the card's file, or add it here with its reason.
 */
const NAMED_ON_PURPOSE = [
  // RB 181: the table of the card each token kind is made from is a list of cards, not a rule.
  'cards/registry.ts: ogn-271-298',
  'cards/registry.ts: ogn-274-298',
  'cards/registry.ts: sfd-t03',
  'cards/registry.ts: token-mech',
  'cards/registry.ts: token-sand-soldier',
  // An example of the published id format in a doc comment.
  'cards/schema.ts: ogn-232-298',
  // The default battlefields of a scenario board (a board setup, not a rule).
  'scenario.ts: ogn-280-298',
  'scenario.ts: ogn-288-298',
];

/** Files that may name cards: the decks and the pool listing are lists of cards. */
const LISTS = new Set(['decks.ts', 'card-pool.ts']);

function ruleFiles(): string[] {
  const rules = readdirSync(join(SRC, 'rules'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(SRC, 'rules', f));
  const machinery = readdirSync(join(SRC, 'cards'))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(SRC, 'cards', f));
  const top = readdirSync(SRC)
    .filter((f) => f.endsWith('.ts') && !LISTS.has(f))
    .map((f) => join(SRC, f));
  return [...rules, ...machinery, ...top];
}

describe('rule files name no card (issue 9)', () => {
  it('no card id appears in a rule file, the AI, the views or the card machinery', () => {
    const found: string[] = [];
    for (const f of ruleFiles())
      for (const m of readFileSync(f, 'utf8').matchAll(NAMES_A_CARD))
        found.push(`${relative(SRC, f)}: ${m[1]}`);
    expect([...new Set(found)].sort()).toEqual([...NAMED_ON_PURPOSE].sort());
  });

  it('the check would catch a rule file naming a card, in any quotes', () => {
    const id = Object.keys(CARDS)[0];
    const names = (text: string) => [...text.matchAll(NAMES_A_CARD)].map((m) => m[1]);
    expect(names(`if (o.card === '${id}') win(p);`)).toEqual([id]);
    expect(names(`has(g, "${id}") || has(g, \`${id}\`)`)).toEqual([id, id]);
    expect(names(`kind: '${id}x'`)).toEqual([]);
    expect(ruleFiles().length).toBeGreaterThan(30);
  });
});
