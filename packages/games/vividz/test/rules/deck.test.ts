/** VZ 401 deck building, the ready decks and the deck files. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { READY_DECKS } from '../../src/decks.ts';
import { validateDeck } from '../../src/rules/0401-deck.ts';

const DECKS = join(import.meta.dirname, '../../decks');
const file = (name: string) => parse(readFileSync(join(DECKS, name), 'utf8'));

describe('deck building (VZ 401)', () => {
  it('VZ 401.2: the two ready decks are legal and equal to the deck files', () => {
    expect(READY_DECKS.map((d) => validateDeck(d))).toEqual([[], []]);
    for (const [i, name] of ['aurora-encore.yaml', 'night-parade.yaml'].entries()) {
      const f = file(name);
      expect({ name: f.name, cards: f.cards, extra: f.extra }).toEqual(READY_DECKS[i]);
    }
  });

  it('VZ 401.3 / VZ 401.4 / VZ 401.4a / VZ 401.5 / VZ 401.5a / VZ 401.5b / VZ 401.5c: every violation is listed', () => {
    const v = validateDeck(file('illegal-example.yaml'));
    const rules = v.map((x) => x.rule);
    expect(rules).toEqual(
      expect.arrayContaining([
        'VZ 401.3',
        'VZ 401.4',
        'VZ 401.4a',
        'VZ 401.5',
        'VZ 401.5a',
        'VZ 401.5b',
        'VZ 401.5c',
      ]),
    );
    // Two accounts; a character in the mission part; Debut Stage twice; 15 main cards; 5 Rookie Idols;
    // Iron Recruit (moon / mecha / nocturne) matches neither Debut Stage nor Night Raid; a mission in the main deck.
    expect(v.find((x) => x.rule === 'VZ 401.5b')!.message.en).toContain('Rookie Idol');
    expect(v.find((x) => x.rule === 'VZ 401.5a')!.message.en).toContain('15');
    expect(v.find((x) => x.rule === 'VZ 401.5c')!.message.en).toContain('Iron Recruit');
    for (const x of v) expect(x.message.zh.length).toBeGreaterThan(0);
  });

  it('VZ 401.5c: a card must match one mission in all of mission info, feature and account info; the wildcard matches any', () => {
    const base = READY_DECKS[0];
    // A Night Parade card (star / shadow / nocturne) in the Aurora deck matches none of its missions.
    const bad = { ...base, cards: { ...base.cards, 'VZ-C01': 3, 'VZ-C17': 1 } };
    expect(validateDeck(bad).map((x) => x.rule)).toEqual(['VZ 401.5c']);
    // A wildcard card (Spark Shower) is fine anywhere.
    const wild = { ...base, cards: { ...base.cards, 'VZ-C01': 3, 'VZ-E02': 1 } };
    expect(validateDeck(wild)).toEqual([]);
  });

  it('VZ 401.5a: 50 and 70 are legal, 49 and 71 are not', () => {
    const sized = (n: number) => {
      const cards: Record<string, number> = {};
      const names = [
        'VZ-C01',
        'VZ-C02',
        'VZ-C03',
        'VZ-C04',
        'VZ-C06',
        'VZ-C07',
        'VZ-C08',
        'VZ-C09',
        'VZ-C10',
        'VZ-C11',
        'VZ-C12',
        'VZ-C13',
        'VZ-C14',
        'VZ-C15',
        'VZ-C16',
        'VZ-C31',
        'VZ-C32',
        'VZ-E01',
      ];
      let left = n;
      for (const id of names) {
        const k = Math.min(4, left);
        if (k > 0) cards[id] = k;
        left -= k;
      }
      return validateDeck({ ...READY_DECKS[0], cards }).map((x) => x.rule);
    };
    expect(sized(50)).toEqual([]);
    expect(sized(70)).toEqual([]);
    expect(sized(49)).toEqual(['VZ 401.5a']);
    expect(sized(71)).toEqual(['VZ 401.5a']);
  });

  it('VZ 401.1: an unknown card is reported in one short line', () => {
    const v = validateDeck({ name: 'x', cards: { ['Z'.repeat(500)]: 1 }, extra: READY_DECKS[0].extra });
    expect(v.some((x) => x.rule === 'VZ 401.1' && x.message.en.length < 120)).toBe(true);
  });
});
