/** Last Stand (OGN-069/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, targetNames, timings } from '../../../test/card-kit.ts';
import mod from './069-last-stand.ts';

const ID = mod.card.id;

describe('Last Stand (OGN-069/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: Action (RB 732)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own', 'showdown']);
  });

  it('cost: 3 Energy and calm Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(3);
    expect(parsed(mod).cost?.power).toEqual(['calm']);
  });

  it('one of your units: [myBase, myBf] on the standard board', () => {
    expect(targetNames(ID, 0, 0)).toEqual(['myBase', 'myBf']);
  });

  it('doubles its Might this turn and gives it Temporary (RB 419.1.a)', () => {
    expect((parsed(mod).abilities[0] as any).steps).toEqual([
      { do: 'double', what: 0, until: 'turn' },
      { do: 'grant', keywords: { temporary: 1 }, to: 0, until: 'permanent' },
    ]);
  });
});
