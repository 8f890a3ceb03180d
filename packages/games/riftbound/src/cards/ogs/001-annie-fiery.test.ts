/** Annie, Fiery (OGS-001/024): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import mod from './001-annie-fiery.ts';

const ID = mod.card.id;

describe('Annie, Fiery (OGS-001/024)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 5 Energy and fury Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(5);
    expect(parsed(mod).cost?.power).toEqual(['fury']);
  });

  it('on the board: Might 4', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(4);
    expect(keywords(b.s, b.id.u)).toEqual({});
  });

  it('your spells and abilities deal 1 Bonus Damage (RB 713)', async () => {
    const { bonusDamage } = await import('../../rules/701-additional.ts');
    const b = board({ p0: { base: [ID] }, p1: { bf0: [{ card: 'ogn-130-298', as: 't' }] } });
    expect(bonusDamage(b.s, 0, b.id.t)).toBe(1);
    expect(bonusDamage(b.s, 1, b.id.t)).toBe(0);
  });
});
