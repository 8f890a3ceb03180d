/** Immortal Phoenix (OGN-037/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import mod from './037-immortal-phoenix.ts';

const ID = mod.card.id;

describe('Immortal Phoenix (OGN-037/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 3 Energy and fury Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(3);
    expect(parsed(mod).cost?.power).toEqual(['fury']);
  });

  it('on the board: Might 3 with assault', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(3);
    expect(keywords(b.s, b.id.u)).toEqual({ assault: 2 });
  });

  it('from the trash, when you kill a unit with a spell, for 1 Energy and 1 Fury Power (RB 376.2.c.1)', () => {
    expect(parsed(mod).abilities[0]).toMatchObject({
      on: { on: 'kill-with-spell', who: 'you' },
      from: 'trash',
      cost: { energy: 1, power: ['fury'] },
    });
  });
});
