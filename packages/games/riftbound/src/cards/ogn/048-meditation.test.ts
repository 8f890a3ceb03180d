/** Meditation (OGN-048/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, timings } from '../../../test/card-kit.ts';
import mod from './048-meditation.ts';

const ID = mod.card.id;

describe('Meditation (OGN-048/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: Reaction (RB 739)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own', 'showdown', 'closed']);
  });

  it('cost: 2 Energy (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(2);
    expect(parsed(mod).cost?.power).toEqual([]);
  });

  it('optionally exhaust one of your units as it is played: draw 2 if you did, else 1', () => {
    const c = parsed(mod);
    expect(c.abilities[0]).toEqual({ kind: 'additional-cost', optional: true, cost: { exhaustFriendly: 1 } });
    expect((c.abilities[1] as any).steps[0]).toMatchObject({
      do: 'if',
      cond: { paid: 'optional' },
      steps: [{ do: 'draw', n: 2 }],
      otherwise: [{ do: 'draw', n: 1 }],
    });
  });
});
