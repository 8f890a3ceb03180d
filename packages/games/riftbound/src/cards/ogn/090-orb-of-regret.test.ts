/** Orb of Regret (OGN-090/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, targetNames, timings } from '../../../test/card-kit.ts';
import mod from './090-orb-of-regret.ts';

const ID = mod.card.id;

describe('Orb of Regret (OGN-090/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 1 Energy (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(1);
    expect(parsed(mod).cost?.power).toEqual([]);
  });

  it('exhaust: −1 to a unit this turn, not below 1 (snapshotted, RB 454.3.b)', () => {
    expect(parsed(mod).abilities[0]).toMatchObject({
      kind: 'activated',
      cost: { exhaust: true },
      steps: [{ do: 'might', n: -1, to: 0, until: 'turn', min: 1 }],
    });
    expect(targetNames(ID, 0, 0)).toEqual(['myBase', 'myBf', 'theirBase', 'theirBf']);
  });
});
