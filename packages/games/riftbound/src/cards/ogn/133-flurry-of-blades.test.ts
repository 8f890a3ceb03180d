/** Flurry of Blades (OGN-133/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import {
  board,
  checkData,
  costOn,
  damageOf,
  parsed,
  runSteps,
  standardBoard,
  timings,
} from '../../../test/card-kit.ts';
import mod from './133-flurry-of-blades.ts';

const ID = mod.card.id;

describe('Flurry of Blades (OGN-133/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: Reaction (RB 739)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own', 'showdown', 'closed']);
  });

  it('cost: 1 Energy (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(1);
    expect(parsed(mod).cost?.power).toEqual([]);
  });

  it('1 damage to every unit at a battlefield, none in bases', () => {
    const b = standardBoard(ID);
    runSteps(b, ID, 0);
    expect([damageOf(b, b.id.myBf), damageOf(b, b.id.theirBf)]).toEqual([1, 1]);
    expect([damageOf(b, b.id.myBase), damageOf(b, b.id.theirBase)]).toEqual([0, 0]);
  });
});
