import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARDS } from '../src/cards/data.ts';
import { EFFECTS } from '../src/cards/effects.ts';
import { CARD_EFFECTS } from '../src/cards/pool/index.ts';

const POOL = new URL('../src/cards/pool/', import.meta.url);

describe('a card is one file (issue 9)', () => {
  it('every card of the data has its own file under src/cards/pool, and no file is left out of the index', () => {
    const files = readdirSync(POOL)
      .filter((f) => f.endsWith('.ts') && f !== 'index.ts' && f !== 'helpers.ts')
      .map((f) => f.slice(0, -3))
      .sort();
    expect(files).toEqual(Object.keys(CARDS).sort());
    expect(Object.keys(CARD_EFFECTS).sort()).toEqual(files);
  });

  it('the index lists the cards in card-data order (option order and pool scans depend on it)', () => {
    expect(Object.keys(EFFECTS)).toEqual(Object.keys(CARDS));
  });
});
