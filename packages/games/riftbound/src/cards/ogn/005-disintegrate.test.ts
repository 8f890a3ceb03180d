/** Disintegrate (OGN-005/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, targetNames, timings } from '../../../test/card-kit.ts';
import mod from './005-disintegrate.ts';

const ID = mod.card.id;

describe('Disintegrate (OGN-005/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: Action (RB 732)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own', 'showdown']);
  });

  it('cost: 4 Energy (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(4);
    expect(parsed(mod).cost?.power).toEqual([]);
  });

  it('its target: [myBf, theirBf] on the standard board', () => {
    expect(targetNames(ID, 0, 0)).toEqual(['myBf', 'theirBf']);
  });

  it('deals 3, then draws only if that killed it (a reflexive "do this", RB 380.1)', () => {
    const steps = (parsed(mod).abilities[0] as any).steps;
    expect(steps[0]).toEqual({ do: 'deal', n: 3, to: 0 });
    expect(steps[1]).toMatchObject({ do: 'if', cond: { killed: 0 }, steps: [{ do: 'reflex' }] });
  });
});
