/**
 * A card is one file (issue 9): `src/cards/pool/<id>.ts` holds the card's printed values, its
 * effects and texts, and (when written) its own test case. This file runs a test table generated
 * from the card files: every card is checked on a board, and a card file's own `test` is played.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARD_LIST, CARDS } from '../src/cards/data.ts';
import { EFFECTS } from '../src/cards/effects.ts';
import { CARD_FILES } from '../src/cards/pool/index.ts';
import { board, DECK, fld, passBlind, pick, statAt } from './helpers.ts';

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
 * A card's own test beside it: either a `test` case in the card file (played below) or a sibling
 * `pool/<id>.test.ts` with its rulings, which vitest collects here (its config only looks under test/).
 */
const OWN_TEST_FILES = readdirSync(POOL).filter((f) => f.endsWith('.test.ts'));
for (const f of OWN_TEST_FILES) await import(new URL(f, POOL).href);

/** Cards that have no test of their own yet (none should be left). */
const WITHOUT_OWN_TEST: string[] = [];

describe('a card is one file: its test lives beside it (issue 9)', () => {
  it('every card has its own test: a `test` case in its file or a sibling <id>.test.ts', () => {
    const missing = Object.entries(CARD_FILES)
      .filter(([id, f]) => !f.test && !OWN_TEST_FILES.includes(`${id}.test.ts`))
      .map(([id]) => id);
    expect(missing.sort()).toEqual([...WITHOUT_OWN_TEST].sort());
    for (const f of OWN_TEST_FILES) expect(CARD_FILES[f.slice(0, -'.test.ts'.length)], f).toBeDefined();
  });
});

const SRC = new URL('../src/', import.meta.url);

/** Rule files that still name a card (issue 9 asks for none): `<file>: <card id>`. */
const NOT_YET_MOVED: string[] = [];

describe('rule files name no card (issue 9)', () => {
  it('no card id appears in a rule file, the AI or the views', () => {
    const files = [
      ...readdirSync(new URL('rules/', SRC)).map((f) => `rules/${f}`),
      ...readdirSync(SRC).filter((f) => f.endsWith('.ts') && f !== 'decks.ts'),
    ];
    const found: string[] = [];
    for (const f of files) {
      const text = readFileSync(new URL(f, SRC), 'utf8');
      for (const id of Object.keys(CARDS)) if (text.includes(`'${id}'`)) found.push(`${f}: ${id}`);
    }
    expect(found.sort()).toEqual([...NOT_YET_MOVED].sort());
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

  const t = file.test;
  if (t)
    it(`${t.rule}: ${t.name}`, () => {
      const { s } = board(t.setup);
      for (const [player, option] of t.script) pick(s, player, option);
      passBlind(s);
      expect(t.expect(s)).toBeNull();
    });
});
