/** Highlander (OGS-020/024): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, targetNames, timings } from '../../../test/card-kit.ts';
import mod from './020-highlander.ts';

const ID = mod.card.id;

describe('Highlander (OGS-020/024)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: Reaction (RB 739)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own', 'showdown', 'closed']);
  });

  it('cost: 4 Energy (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(4);
    expect(parsed(mod).cost?.power).toEqual([]);
  });

  it('one of your units: [myBase, myBf] on the standard board', () => {
    expect(targetNames(ID, 0, 0)).toEqual(['myBase', 'myBf']);
  });

  it('its next death this turn is replaced: heal, exhaust, recall', () => {
    expect((parsed(mod).abilities[0] as any).steps[0]).toMatchObject({
      do: 'instead-of-next-death',
      until: 'turn',
      steps: [{ do: 'heal' }, { do: 'exhaust' }, { do: 'recall' }],
    });
  });
});
