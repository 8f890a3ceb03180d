/** Mask of Foresight (OGN-060/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, timings } from '../../../test/card-kit.ts';
import mod from './060-mask-of-foresight.ts';

const ID = mod.card.id;

describe('Mask of Foresight (OGN-060/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 2 Energy (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(2);
    expect(parsed(mod).cost?.power).toEqual([]);
  });

  it('when one of your units attacks or defends alone, that unit gets +1 this turn', () => {
    expect(parsed(mod).abilities[0]).toMatchObject({
      on: { on: 'attack-or-defend', who: 'friendly', alone: true },
      steps: [{ do: 'might', n: 1, to: 'it', until: 'turn' }],
    });
  });
});
