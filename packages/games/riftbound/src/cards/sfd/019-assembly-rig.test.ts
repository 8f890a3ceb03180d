/** Assembly Rig (SFD-019/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, timings } from '../../../test/card-kit.ts';
import mod from './019-assembly-rig.ts';

const ID = mod.card.id;

describe('Assembly Rig (SFD-019/221)', () => {
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

  it('costs 1 Energy, 1 Fury Power, a unit recycled from your trash and exhausting it', () => {
    expect(parsed(mod).abilities[0]).toMatchObject({
      cost: { energy: 1, power: ['fury'], recycleFromTrash: { n: 1, kind: 'unit' }, exhaust: true },
      steps: [{ do: 'token', token: 'mech', at: 'base' }],
    });
  });
});
