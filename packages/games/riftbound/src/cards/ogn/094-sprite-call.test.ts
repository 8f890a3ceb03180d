/** Sprite Call (OGN-094/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, timings } from '../../../test/card-kit.ts';
import mod from './094-sprite-call.ts';

const ID = mod.card.id;

describe('Sprite Call (OGN-094/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: Action (RB 732)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own', 'showdown']);
  });

  it('cost: 3 Energy (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(3);
    expect(parsed(mod).cost?.power).toEqual([]);
  });

  it('a ready Sprite token', () => {
    expect((parsed(mod).abilities[0] as any).steps).toEqual([
      { do: 'token', token: 'sprite', n: 1, at: 'any', ready: true },
    ]);
  });
});
