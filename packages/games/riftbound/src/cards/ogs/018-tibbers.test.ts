/** Tibbers (OGS-018/024): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import {
  board,
  checkData,
  costOn,
  keywords,
  might,
  namesOf,
  parsed,
  standardBoard,
  timings,
} from '../../../test/card-kit.ts';
import mod from './018-tibbers.ts';

const ID = mod.card.id;

describe('Tibbers (OGS-018/024)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 8 Energy and own, own Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(8);
    expect(parsed(mod).cost?.power).toEqual(['own', 'own']);
  });

  it('on the board: Might 7', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(7);
    expect(keywords(b.s, b.id.u)).toEqual({});
  });

  it('its play effect hits every unit at battlefields, both sides, none in bases', async () => {
    const { resolveRef } = await import('../../rules/vocabulary.ts');
    const { characteristics } = await import('../../rules/450-layers.ts');
    const b = standardBoard(ID);
    const to = (parsed(mod).abilities[0] as any).steps[0].to;
    expect(
      namesOf(
        b,
        resolveRef(b.s, characteristics(b.s), to, { controller: 0, source: b.id.self, here: 'p0:base' }),
      ),
    ).toEqual(['myBf', 'theirBf']);
  });
});
