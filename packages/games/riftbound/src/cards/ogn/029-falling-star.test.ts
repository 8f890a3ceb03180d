/** Falling Star (OGN-029/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, namesOf, parsed, standardBoard, timings } from '../../../test/card-kit.ts';
import { validTargets } from '../../rules/346-playing.ts';
import mod from './029-falling-star.ts';

const ID = mod.card.id;

describe('Falling Star (OGN-029/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 2 Energy and fury, fury Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(2);
    expect(parsed(mod).cost?.power).toEqual(['fury', 'fury']);
  });

  it('two reflexive abilities, each choosing any unit (RB 380.1.a, RB 415.5.d)', () => {
    const step = (parsed(mod).abilities[0] as any).steps[0];
    expect(step).toMatchObject({ do: 'reflex', times: 2, steps: [{ do: 'deal', n: 3, to: 0 }] });
    const b = standardBoard(ID);
    const names = namesOf(b, validTargets(b.s, step.targets[0], { controller: 0, source: null, here: null }));
    expect(names).toEqual(['myBase', 'myBf', 'theirBase', 'theirBf']);
  });
});
