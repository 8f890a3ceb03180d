/** Fiora, Peerless (SFD-110/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import mod from './110-fiora-peerless.ts';

const ID = mod.card.id;

describe('Fiora, Peerless (SFD-110/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 3 Energy and body Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(3);
    expect(parsed(mod).cost?.power).toEqual(['body']);
  });

  it('on the board: Might 3', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(3);
    expect(keywords(b.s, b.id.u)).toEqual({});
  });

  it('attacking or defending one on one: its Might doubles for the combat', () => {
    expect(parsed(mod).abilities[0]).toMatchObject({
      on: { on: 'attack-or-defend', oneOnOne: true },
      steps: [{ do: 'double', what: 'self', until: 'combat' }],
    });
  });
});
