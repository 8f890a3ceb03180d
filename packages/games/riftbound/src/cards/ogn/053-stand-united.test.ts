/** Stand United (OGN-053/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, targetNames, timings } from '../../../test/card-kit.ts';
import mod from './053-stand-united.ts';

const ID = mod.card.id;

describe('Stand United (OGN-053/298)', () => {
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

  it('one of your units: [myBase, myBf] on the standard board', () => {
    expect(targetNames(ID, 0, 0)).toEqual(['myBase', 'myBf']);
  });

  it('then your buffed units get +1 more this turn (a group effect)', () => {
    const step = (parsed(mod).abilities[0] as any).steps[1];
    expect(step).toEqual({
      do: 'continuous',
      effect: { mightPerBuff: 1, to: { kind: 'unit', side: 'friendly', zone: 'board', buffed: true } },
      until: 'turn',
    });
  });
});
