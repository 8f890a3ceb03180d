/** Blast of Power (OGS-012/024): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, targetNames, timings } from '../../../test/card-kit.ts';
import mod from './012-blast-of-power.ts';

const ID = mod.card.id;

describe('Blast of Power (OGS-012/024)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: Action (RB 732)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own', 'showdown']);
  });

  it('cost: 6 Energy and order Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(6);
    expect(parsed(mod).cost?.power).toEqual(['order']);
  });

  it('its target: [myBf, theirBf] on the standard board', () => {
    expect(targetNames(ID, 0, 0)).toEqual(['myBf', 'theirBf']);
  });
});
