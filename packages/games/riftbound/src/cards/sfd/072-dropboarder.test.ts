/** Dropboarder (SFD-072/221): what the card is and does, as far as the engine plays it today. */
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
import mod from './072-dropboarder.ts';

const ID = mod.card.id;

describe('Dropboarder (SFD-072/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 4 Energy (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(4);
    expect(parsed(mod).cost?.power).toEqual([]);
  });

  it('on the board: Might 4', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(4);
    expect(keywords(b.s, b.id.u)).toEqual({});
  });

  it('play effect: readies itself; only with two gear (RB 361.3)', () => {
    expect(parsed(mod).abilities[0]).toMatchObject({ cond: { count: { kind: 'gear' }, atLeast: 2 } });
    const b = board({ p0: { base: [{ card: ID, as: 'u', exhausted: true }] } });
    runSteps(b, ID, 0, [], b.id.u);
    expect((b.s.objects[b.id.u].data as { exhausted?: boolean }).exhausted).toBeFalsy();
  });
});
