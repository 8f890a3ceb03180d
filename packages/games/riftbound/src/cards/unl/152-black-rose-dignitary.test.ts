/** Black Rose Dignitary (UNL-152/219): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import {
  board,
  checkData,
  costOn,
  keywords,
  might,
  parsed,
  runSteps,
  timings,
} from '../../../test/card-kit.ts';
import mod from './152-black-rose-dignitary.ts';

const ID = mod.card.id;

describe('Black Rose Dignitary (UNL-152/219)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 3 Energy (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(3);
    expect(parsed(mod).cost?.power).toEqual([]);
  });

  it('on the board: Might 2', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(2);
    expect(keywords(b.s, b.id.u)).toEqual({ assault: 1, deathknell: 1 });
  });

  it('Deathknell: one rune, exhausted', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }], runeDeck: ['ogn-042-298'] } });
    runSteps(b, ID, 0, [], b.id.u);
    const runes = b.s.zones['p0:runes'].objects;
    expect(runes).toHaveLength(1);
    expect((b.s.objects[runes[0]].data as { exhausted?: boolean }).exhausted).toBe(true);
  });
});
