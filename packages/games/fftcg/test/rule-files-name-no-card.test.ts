/**
 * Principle 7 (rule files name no card), issue 9: no card id of the pool (`src/cards/cards.json`) is
 * written in a rule file, the AI, the views or the card machinery; only the card data and the
 * decks name cards.
 */
import { cardsNamedIn } from '@arbiter/kernel';
import { cardsNamedInFiles, sourceFiles } from '@arbiter/kernel/testkit-node';
import { describe, expect, it } from 'vitest';
import { CARDS } from '../src/cards/cards.ts';

const SRC = new URL('../src/', import.meta.url).pathname;
const CARD_IDS = Object.keys(CARDS);

/** The rule files, the texts, the card machinery and the module's top-level files; the decks name cards. */
function ruleFiles(): string[] {
  return [
    ...sourceFiles(SRC, 'rules'),
    ...sourceFiles(SRC, 'text'),
    ...sourceFiles(SRC, 'cards', { skip: ['decks.ts'] }),
    ...sourceFiles(SRC, '.'),
  ];
}

describe('rule files name no card (issue 9)', () => {
  it('no card id appears in a rule file, the AI, the views or the card machinery', () => {
    expect(cardsNamedInFiles(SRC, ruleFiles(), CARD_IDS)).toEqual([]);
  });

  it('the check would catch a rule file naming a card, in any quotes', () => {
    const id = CARD_IDS[0];
    const names = (text: string) => cardsNamedIn([{ path: 'rules/x.ts', text }], CARD_IDS);
    expect(names(`if (o.card === '${id}') win(p);`)).toEqual([`rules/x.ts: ${id}`]);
    expect(names(`has(g, "${id}")`)).toEqual([`rules/x.ts: ${id}`]);
    expect(names(`has(g, \`${id}\`)`)).toEqual([`rules/x.ts: ${id}`]);
    expect(names(`kind: '${id}x'`)).toEqual([]);
    expect(ruleFiles().length).toBeGreaterThan(10);
  });
});
