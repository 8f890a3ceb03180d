/**
 * Principle 7 (a card is one file; rule files name no card), issue 9: no card id is written in a
 * rule file, the AI, the views or the card machinery; only card files, their tests, the pool list
 * and the decks name cards.
 */
import { cardsNamedIn } from '@arbiter/kernel';
import { cardsNamedInFiles, sourceFiles } from '@arbiter/kernel/testkit-node';
import { describe, expect, it } from 'vitest';
import { CARDS } from '../src/cards/registry.ts';

const SRC = new URL('../src/', import.meta.url).pathname;
const CARD_IDS = Object.keys(CARDS);

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
const LISTS = ['decks.ts', 'card-pool.ts'];

/** The rule files (with sub-folders), the card machinery and the module's top-level files. */
function ruleFiles(): string[] {
  return [
    ...sourceFiles(SRC, 'rules', { recursive: true }),
    ...sourceFiles(SRC, 'cards'),
    ...sourceFiles(SRC, '.', { skip: LISTS }),
  ];
}

describe('rule files name no card (issue 9)', () => {
  it('no card id appears in a rule file, the AI, the views or the card machinery', () => {
    expect(cardsNamedInFiles(SRC, ruleFiles(), CARD_IDS)).toEqual([...NAMED_ON_PURPOSE].sort());
  });

  it('the check would catch a rule file naming a card, in any quotes', () => {
    const id = CARD_IDS[0];
    const names = (text: string) => cardsNamedIn([{ path: 'rules/x.ts', text }], CARD_IDS);
    expect(names(`if (o.card === '${id}') win(p);`)).toEqual([`rules/x.ts: ${id}`]);
    expect(names(`has(g, "${id}")`)).toEqual([`rules/x.ts: ${id}`]);
    expect(names(`has(g, \`${id}\`)`)).toEqual([`rules/x.ts: ${id}`]);
    expect(names(`kind: '${id}x'`)).toEqual([]);
    expect(ruleFiles().length).toBeGreaterThan(30);
  });
});
