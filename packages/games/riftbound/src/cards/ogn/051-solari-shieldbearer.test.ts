/** Solari Shieldbearer (OGN-051/298): what the card is and does, as far as the engine plays it today. */
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
import mod from './051-solari-shieldbearer.ts';

const ID = mod.card.id;

describe('Solari Shieldbearer (OGN-051/298)', () => {
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
    expect(keywords(b.s, b.id.u)).toEqual({});
  });

  it('one unit: myBase, myBf, self, theirBase, theirBf on the standard board', () => {
    expect(targetNames(ID, 0, 0)).toEqual(['myBase', 'myBf', 'self', 'theirBase', 'theirBf']);
  });

  it('play effect: stuns the chosen unit (RB 376.4.a, RB 410)', () => {
    const b = standardBoard(ID);
    runSteps(b, ID, 0, [[b.id.theirBf]], b.id.self);
    expect((b.s.objects[b.id.theirBf].data as { stunned?: boolean }).stunned).toBe(true);
  });
});
