/** Breakneck Mech (SFD-071/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import mod from './071-breakneck-mech.ts';

const ID = mod.card.id;

describe('Breakneck Mech (SFD-071/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 8 Energy and mind, mind Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(8);
    expect(parsed(mod).cost?.power).toEqual(['mind', 'mind']);
  });

  it('on the board: Might 7 with deflect, ganking', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(7);
    expect(keywords(b.s, b.id.u)).toEqual({ deflect: 1, ganking: 1 });
  });

  it('your Mechs have Deflect and Ganking; it enters ready if you control another Mech', async () => {
    const { entersReady } = await import('../../rules/346-playing.ts');
    const b = board({ p0: { base: [{ card: 'sfd-062-221', as: 'm' }, ID] } });
    expect(keywords(b.s, b.id.m)).toEqual({ deflect: 1, ganking: 1 });
    expect(entersReady(b.s, 0, ID, false)).toBe(true);
    expect(entersReady(board().s, 0, ID, false)).toBe(false);
  });
});
