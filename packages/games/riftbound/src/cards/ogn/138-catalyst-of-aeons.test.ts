/** Catalyst of Aeons (OGN-138/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, runSteps, timings } from '../../../test/card-kit.ts';
import mod from './138-catalyst-of-aeons.ts';

const ID = mod.card.id;

describe('Catalyst of Aeons (OGN-138/298)', () => {
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

  it('two runes: no draw', () => {
    const R = 'ogn-042-298';
    const b = board({ p0: { runeDeck: [R, R, R], deck: ['ogn-013-298'] } });
    runSteps(b, ID, 0);
    expect(b.s.zones['p0:runes'].objects).toHaveLength(2);
    expect(b.s.zones['p0:hand'].objects).toHaveLength(0);
  });

  it('fewer than two runes: draws one', () => {
    const b = board({ p0: { runeDeck: ['ogn-042-298'], deck: ['ogn-013-298'] } });
    runSteps(b, ID, 0);
    expect(b.s.zones['p0:runes'].objects).toHaveLength(1);
    expect(b.s.zones['p0:hand'].objects).toHaveLength(1);
  });
});
