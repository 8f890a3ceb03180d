/** Yone, Blademaster (SFD-116/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import {
  board,
  checkData,
  costOn,
  keywords,
  might,
  parsed,
  targetNames,
  timings,
} from '../../../test/card-kit.ts';
import mod from './116-yone-blademaster.ts';

const ID = mod.card.id;

describe('Yone, Blademaster (SFD-116/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 5 Energy and body Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(5);
    expect(parsed(mod).cost?.power).toEqual(['body']);
  });

  it('on the board: Might 5 with weaponmaster', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(5);
    expect(keywords(b.s, b.id.u)).toEqual({ weaponmaster: 1 });
  });

  it('on conquering a battlefield that had no controller: damage equal to its Might to an enemy unit in a base', () => {
    expect(parsed(mod).abilities[0]).toMatchObject({
      cond: { battlefieldWas: 'uncontrolled' },
      steps: [{ do: 'strike', by: 'self', to: 0 }],
    });
    expect(targetNames(ID, 0, 0)).toEqual(['theirBase']);
  });
});
