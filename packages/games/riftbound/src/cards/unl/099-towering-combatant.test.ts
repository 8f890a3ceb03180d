/** Towering Combatant (UNL-099/219): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import mod from './099-towering-combatant.ts';

const ID = mod.card.id;

describe('Towering Combatant (UNL-099/219)', () => {
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

  it('on the board: Might 3', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(3);
    expect(keywords(b.s, b.id.u)).toEqual({ shield: 2, tank: 1 });
  });
});
