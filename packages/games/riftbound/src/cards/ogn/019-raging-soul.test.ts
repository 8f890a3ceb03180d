/** Raging Soul (OGN-019/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import mod from './019-raging-soul.ts';

const ID = mod.card.id;

describe('Raging Soul (OGN-019/298)', () => {
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

  it('on the board: Might 4', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(4);
    expect(keywords(b.s, b.id.u)).toEqual({});
  });

  it('has Assault and Ganking only in a turn you discarded a card', () => {
    const b = board({ p0: { bf0: [{ card: ID, as: 'u', designation: 'attacker' }] } });
    expect(might(b.s, b.id.u)).toBe(4);
    b.s.g.record[0].discarded = 1;
    b.ctx.touch();
    expect(keywords(b.s, b.id.u)).toMatchObject({ assault: 1, ganking: 1 });
    expect(might(b.s, b.id.u)).toBe(5);
  });
});
