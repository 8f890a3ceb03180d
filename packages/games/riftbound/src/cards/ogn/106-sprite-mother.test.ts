/** Sprite Mother (OGN-106/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import {
  board,
  checkData,
  costOn,
  keywords,
  might,
  parsed,
  runSteps,
  timings,
} from '../../../test/card-kit.ts';
import mod from './106-sprite-mother.ts';

const ID = mod.card.id;

describe('Sprite Mother (OGN-106/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 4 Energy and 1 Mind Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(4);
    expect(parsed(mod).cost?.power).toEqual(['mind']);
  });

  it('on the board: Might 3', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(3);
    expect(keywords(b.s, b.id.u)).toEqual({});
  });

  it('play effect: a ready Sprite where it is (RB 179)', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    runSteps(b, ID, 0, [], b.id.u);
    const sprites = b.s.zones['p0:base'].objects.filter((o) => b.s.objects[o].card === 'ogn-274-298');
    expect(sprites).toHaveLength(1);
    expect((b.s.objects[sprites[0]].data as { exhausted?: boolean }).exhausted).toBeFalsy();
  });
});
