/** Warmog's Armor (SFD-108/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, timings } from '../../../test/card-kit.ts';
import mod from './108-warmogs-armor.ts';

const ID = mod.card.id;

describe("Warmog's Armor (SFD-108/221)", () => {
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

  it('effect text: the unit it is attached to buffs itself when it conquers (RB 135.2.c)', () => {
    expect(parsed(mod).effectText).toEqual([
      expect.objectContaining({ on: { on: 'conquer', who: 'me' }, steps: [{ do: 'buff', what: 'self' }] }),
    ]);
  });
});
