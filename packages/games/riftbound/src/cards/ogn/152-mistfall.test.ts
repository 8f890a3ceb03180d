/** Mistfall (OGN-152/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, timings } from '../../../test/card-kit.ts';
import mod from './152-mistfall.ts';

const ID = mod.card.id;

describe('Mistfall (OGN-152/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 3 Energy (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(3);
    expect(parsed(mod).cost?.power).toEqual([]);
  });

  it('when you buff one of your units: pay 1 Body Power and exhaust it to ready that unit', () => {
    expect(parsed(mod).abilities[0]).toMatchObject({
      on: { on: 'buff', who: 'friendly' },
      optional: true,
      cost: { power: ['body'], exhaust: true },
      steps: [{ do: 'ready', what: 'it' }],
    });
  });
});
