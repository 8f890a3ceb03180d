/** Sprite Burst (UNL-069/219): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, runSteps, timings } from '../../../test/card-kit.ts';
import mod from './069-sprite-burst.ts';

const ID = mod.card.id;

describe('Sprite Burst (UNL-069/219)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 5 Energy (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(5);
    expect(parsed(mod).cost?.power).toEqual([]);
  });

  it('two ready Sprites', () => {
    const b = board();
    runSteps(b, ID, 0);
    const sprites = b.s.zones['p0:base'].objects;
    expect(sprites.map((o) => b.s.objects[o].card)).toEqual(['ogn-274-298', 'ogn-274-298']);
    expect(sprites.some((o) => (b.s.objects[o].data as { exhausted?: boolean }).exhausted)).toBe(false);
  });
});
