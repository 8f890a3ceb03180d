/** Ruined Rex (UNL-067/219): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import {
  board,
  checkData,
  costOn,
  damageOf,
  keywords,
  might,
  parsed,
  runSteps,
  standardBoard,
  targetNames,
  timings,
} from '../../../test/card-kit.ts';
import mod from './067-ruined-rex.ts';

const ID = mod.card.id;

describe('Ruined Rex (UNL-067/219)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 6 Energy and 1 Mind Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(6);
    expect(parsed(mod).cost?.power).toEqual(['mind']);
  });

  it('on the board: Might 6', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(6);
    expect(keywords(b.s, b.id.u)).toEqual({ deathknell: 1 });
  });

  it('an enemy unit: theirBase, theirBf on the standard board', () => {
    expect(targetNames(ID, 0, 0)).toEqual(['theirBase', 'theirBf']);
  });

  it('Deathknell: 4 damage to the chosen enemy unit', () => {
    const b = standardBoard(ID);
    runSteps(b, ID, 0, [[b.id.theirBase]], b.id.self);
    expect(damageOf(b, b.id.theirBase)).toBe(4);
  });
});
