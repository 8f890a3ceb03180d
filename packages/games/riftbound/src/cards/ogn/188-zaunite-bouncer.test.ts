/** Zaunite Bouncer (OGN-188/298): what the card is and does, as far as the engine plays it today. */
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
  targetNames,
  timings,
} from '../../../test/card-kit.ts';
import mod from './188-zaunite-bouncer.ts';

const ID = mod.card.id;

describe('Zaunite Bouncer (OGN-188/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 4 Energy and 2 Chaos Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(4);
    expect(parsed(mod).cost?.power).toEqual(['chaos', 'chaos']);
  });

  it('on the board: Might 2', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(2);
    expect(keywords(b.s, b.id.u)).toEqual({});
  });

  it('another unit at a battlefield: myBf, theirBf on the standard board', () => {
    expect(targetNames(ID, 0, 0)).toEqual(['myBf', 'theirBf']);
  });

  it('play effect: the unit goes back to its owner’s hand', () => {
    const b = standardBoard(ID);
    runSteps(b, ID, 0, [[b.id.theirBf]], b.id.self);
    expect(b.s.zones['p1:hand'].objects.map((o) => b.s.objects[o].card)).toEqual(['ogn-052-298']);
  });
});
