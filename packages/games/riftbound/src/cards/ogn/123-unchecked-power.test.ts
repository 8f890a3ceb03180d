/** Unchecked Power (OGN-123/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import {
  board,
  checkData,
  costOn,
  damageOf,
  parsed,
  runSteps,
  standardBoard,
  timings,
} from '../../../test/card-kit.ts';
import mod from './123-unchecked-power.ts';

const ID = mod.card.id;

describe('Unchecked Power (OGN-123/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 7 Energy and 2 Mind Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(7);
    expect(parsed(mod).cost?.power).toEqual(['mind', 'mind']);
  });

  it('exhausts yours, then 12 damage at battlefields only', () => {
    const b = standardBoard(ID);
    runSteps(b, ID, 0);
    expect((b.s.objects[b.id.myBase].data as { exhausted?: boolean }).exhausted).toBe(true);
    expect([damageOf(b, b.id.myBf), damageOf(b, b.id.theirBf), damageOf(b, b.id.theirBase)]).toEqual([
      12, 12, 0,
    ]);
  });
});
