/**
 * A card is one file (issue 9): `src/cards/pool/<id>.ts` holds the card's printed values, its
 * effects and texts; its own test is the sibling `<id>.test.ts`. This file runs a test table generated
 * from the card files (every card is checked on a board) and collects the cards' own tests.
 */
import { readdirSync } from 'node:fs';
import { cardsNamedIn } from '@arbiter/kernel';
import { cardsNamedInFiles, sourceFiles } from '@arbiter/kernel/testkit-node';
import { describe, expect, it } from 'vitest';
import { CARD_LIST, CARDS } from '../src/cards/data.ts';
import { EFFECTS } from '../src/cards/effects.ts';
import { CARD_FILES } from '../src/cards/pool/index.ts';
import { board, DECK, fld, statAt } from './helpers.ts';

const POOL = new URL('../src/cards/pool/', import.meta.url);

describe('a card is one file (issue 9)', () => {
  it('every card has its own file under src/cards/pool, and no file is left out of the index', () => {
    const files = readdirSync(POOL)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts' && f !== 'helpers.ts')
      .map((f) => f.slice(0, -3))
      .sort();
    expect(files).toEqual(Object.keys(CARDS).sort());
    expect(Object.keys(CARD_FILES).sort()).toEqual(files);
  });

  it('the card list, the effects and the index are in one order (option order and pool scans depend on it)', () => {
    expect(Object.keys(EFFECTS)).toEqual(Object.keys(CARDS));
    expect(CARD_LIST.map((c) => c.id)).toEqual(Object.keys(CARD_FILES));
    // The first and last cards of the list as it was before the values moved into the card files.
    expect(CARD_LIST[0].id).toBe('jungle-dart-frog');
    expect(CARD_LIST.at(-1)!.id).toBe('arrow');
  });
});

/**
 * A card's own test beside it: the sibling `pool/<id>.test.ts` with its rulings, which vitest
 * collects here (its config only looks under test/).
 */
const OWN_TEST_FILES = readdirSync(POOL).filter((f) => f.endsWith('.test.ts'));
for (const f of OWN_TEST_FILES) await import(new URL(f, POOL).href);

/** Cards that have no test of their own yet (none should be left). */
const WITHOUT_OWN_TEST: string[] = [];

describe('a card is one file: its test lives beside it (issue 9)', () => {
  it('every card has its own test: a sibling <id>.test.ts', () => {
    const missing = Object.keys(CARD_FILES).filter((id) => !OWN_TEST_FILES.includes(`${id}.test.ts`));
    expect(missing.sort()).toEqual([...WITHOUT_OWN_TEST].sort());
    for (const f of OWN_TEST_FILES) expect(CARD_FILES[f.slice(0, -'.test.ts'.length)], f).toBeDefined();
  });
});

const SRC = new URL('../src/', import.meta.url).pathname;

/** Rule files that still name a card (issue 9 asks for none): `<file>: <card id>`. */
const NOT_YET_MOVED: string[] = [];

/** The rule files, the card machinery and the module's top-level files; the decks name cards. */
function ruleFiles(): string[] {
  return [
    ...sourceFiles(SRC, 'rules'),
    ...sourceFiles(SRC, 'cards'),
    ...sourceFiles(SRC, '.', { skip: ['decks.ts'] }),
  ];
}

describe('rule files name no card (issue 9)', () => {
  it('no card id appears in a rule file, the AI, the views or the card machinery (only card files and decks name cards)', () => {
    expect(cardsNamedInFiles(SRC, ruleFiles(), Object.keys(CARDS))).toEqual([...NOT_YET_MOVED].sort());
  });

  it('the check would catch a rule file naming a card, in any quotes', () => {
    const names = (text: string) => cardsNamedIn([{ path: 'rules/x.ts', text }], Object.keys(CARDS));
    expect(names("if (o.card === 'sleep-god-sandman') win(p);")).toEqual(['rules/x.ts: sleep-god-sandman']);
    expect(names('hasCard(g, "arrow") || hasCard(g, `mind-eye`)')).toEqual([
      'rules/x.ts: arrow',
      'rules/x.ts: mind-eye',
    ]);
    expect(names("kind: 'arrow-key', ev.type === 'summon'")).toEqual([]);
    expect(ruleFiles().length).toBeGreaterThan(10);
  });
});

/** A cell of player 0's first row. */
const OWN = 'C1';

describe.each(Object.entries(CARD_FILES))('card file %s', (id, file) => {
  it('holds its own printed values, checked against the card schema', () => {
    expect(file.data.id).toBe(id);
    expect(CARDS[id]).toMatchObject({ ...file.data, attrs: file.data.attrs });
    expect(EFFECTS[id]).toBe(file.effects);
    for (const e of file.effects) {
      expect(e.text.zh.length).toBeGreaterThan(0);
      expect(e.text.en.length).toBeGreaterThan(0);
    }
  });

  const changesOwnValues = file.effects.some((e) => e.self || e.aura || e.battle);
  if (file.data.type === 'kaling' && !changesOwnValues)
    it('KALING 5-26: face up on the field with nothing else around, it has its printed (original) AP, DP and SP', () => {
      const { s } = board({
        players: [{ deck: DECK, field: [fld(id, OWN)] }, { deck: DECK }],
      });
      expect(statAt(s, OWN)).toMatchObject({ ap: file.data.ap, dp: file.data.dp, sp: file.data.sp });
    });
});
