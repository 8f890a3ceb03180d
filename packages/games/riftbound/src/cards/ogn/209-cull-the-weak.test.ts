/** Cull the Weak (OGN-209/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, timings } from '../../../test/card-kit.ts';
import mod from './209-cull-the-weak.ts';

const ID = mod.card.id;

describe('Cull the Weak (OGN-209/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 2 Energy and order Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(2);
    expect(parsed(mod).cost?.power).toEqual(['order']);
  });

  it('each player destroys one of their own units (no target, RB 352.10.e)', () => {
    const ab = parsed(mod).abilities[0] as any;
    expect(ab.targets).toEqual([]);
    expect(ab.steps).toEqual([
      { do: 'each-player-kills', sel: { kind: 'unit', side: 'any', zone: 'board' } },
    ]);
  });
});
