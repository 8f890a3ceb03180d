/** Vi, Destructive (OGN-036/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import mod from './036-vi-destructive.ts';

const ID = mod.card.id;

describe('Vi, Destructive (OGN-036/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 2 Energy and fury Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(2);
    expect(parsed(mod).cost?.power).toEqual(['fury']);
  });

  it('on the board: Might 3 with ganking', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(3);
    expect(keywords(b.s, b.id.u)).toEqual({ ganking: 1 });
  });

  it('its ability costs a card recycled from your trash and gives +1 this turn', () => {
    expect(parsed(mod).abilities[0]).toMatchObject({
      kind: 'activated',
      cost: { recycleFromTrash: { n: 1 } },
      steps: [{ do: 'might', n: 1, to: 'self', until: 'turn' }],
    });
  });
});
