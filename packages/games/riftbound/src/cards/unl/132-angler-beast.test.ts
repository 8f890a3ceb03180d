/** Angler Beast (UNL-132/219): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import {
  board,
  checkData,
  costOn,
  keywords,
  might,
  parsed,
  runSteps,
  standardBoard,
  timings,
} from '../../../test/card-kit.ts';
import mod from './132-angler-beast.ts';

const ID = mod.card.id;

describe('Angler Beast (UNL-132/219)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 5 Energy and 1 Chaos Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(5);
    expect(parsed(mod).cost?.power).toEqual(['chaos']);
  });

  it('on the board: Might 5', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(5);
    expect(keywords(b.s, b.id.u)).toEqual({});
  });

  it('play effect: every unit of Might 2 or less, of both players', () => {
    const b = standardBoard(ID);
    runSteps(b, ID, 0, [], b.id.self);
    expect(b.s.objects[b.id.myBase]).toBeUndefined();
    expect(b.s.objects[b.id.theirBf]).toBeUndefined();
    expect(b.s.objects[b.id.theirBase]).toBeDefined();
    expect(b.s.objects[b.id.self]).toBeDefined();
  });
});
