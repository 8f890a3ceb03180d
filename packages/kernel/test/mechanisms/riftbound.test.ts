/**
 * Riftbound on the kernel: layers re-applied until stable (RB 453, the Fiora example of 453.3)
 * and doubling (RB 419.1.a), with the seed's own numbers.
 */
import { describe, expect, it } from 'vitest';
import { computeUncached, createGame, type State } from '../../src/index.ts';
import { answer, only, optionIds } from '../fixtures/drive.ts';
import rb, { type RbBoard, type RbData, rbChars, rbLayers } from '../fixtures/rb-layers.ts';

function game(board: RbBoard): State<RbData> {
  return createGame(rb, { seed: 'rb', players: 2, decks: [], options: { board } });
}

function unit(s: State<RbData>, zone: string, card: string): number {
  return s.zones[zone].objects.find((id) => s.objects[id].card === card)!;
}

/** The option id that casts `card` (from the deciding player's hand) on `target`. */
function castOn(s: State<RbData>, card: string, target: number): string {
  const d = only(s);
  const hand = s.zones[`p${d.player}:hand`].objects;
  const i = hand.findIndex((id) => s.objects[id].card === card);
  const id = `c${i}:${target}`;
  expect(optionIds(s)).toContain(id);
  return id;
}

describe('Riftbound: layers until stable (RB 453)', () => {
  it('RB 453.3: Fiora (printed 4) buffed to 5 becomes Mighty and gains Deflect, Ganking and Shield', () => {
    const s = game({ tp: 0, base: [['fiora'], ['grunt']], hand: [['empower'], ['purge']] });
    const fiora = unit(s, 'p0:base', 'fiora');
    expect(rbChars(s)[fiora]).toEqual({ might: 4, keywords: [], shield: 0 });
    answer(s, rb, 0, castOn(s, 'empower', fiora));
    expect(rbChars(s)[fiora].might).toBe(5);
    expect(rbChars(s)[fiora].keywords).toEqual(['deflect', 'ganking', 'shield']);
    // Applied once through the layers, the abilities layer would not see the arithmetic layer's +1.
    const once = computeUncached(s, { ...rbLayers, repeatUntilStable: false });
    expect(once[fiora]).toMatchObject({ might: 5, keywords: [] });
  });

  it('RB 453.3: the buffed Fiora defending gets Shield’s +1 → 6; losing the buff while defending → 4, no keywords', () => {
    const s = game({ tp: 0, base: [['fiora'], ['grunt']], hand: [['empower'], ['purge']] });
    const fiora = unit(s, 'p0:base', 'fiora');
    const grunt = unit(s, 'p1:base', 'grunt');
    answer(s, rb, 0, castOn(s, 'empower', fiora));
    answer(s, rb, 0, 'end');
    // p1's turn: the grunt attacks Fiora. In the showdown p1 acts first.
    answer(s, rb, 1, `a${grunt}:${fiora}`);
    expect(only(s)).toMatchObject({ player: 1, kind: 'showdown' });
    expect(rbChars(s)[fiora]).toEqual({ might: 6, keywords: ['deflect', 'ganking', 'shield'], shield: 1 });
    // The buff is removed while she defends: she is no longer Mighty, so no Shield either.
    answer(s, rb, 1, castOn(s, 'purge', fiora));
    expect(rbChars(s)[fiora]).toEqual({ might: 4, keywords: [], shield: 0 });
  });

  it('RB 453.1: a Shield that is not defending adds nothing, and an unbuffed Fiora stays at 4', () => {
    const s = game({ tp: 0, base: [['fiora', 'bulwark'], []] });
    const chars = rbChars(s);
    expect(chars[unit(s, 'p0:base', 'fiora')].might).toBe(4);
    expect(chars[unit(s, 'p0:base', 'bulwark')]).toEqual({ might: 3, keywords: ['shield'], shield: 2 });
  });
});

describe('Riftbound: doubling (RB 419)', () => {
  it('RB 419.1.a: base 3 with [Shield 2] defending is 5; doubled → +5 → 10; after combat Shield stops → 8', () => {
    const s = game({ tp: 0, base: [['grunt'], ['bulwark']], hand: [[], ['last-stand', 'empower']] });
    const grunt = unit(s, 'p0:base', 'grunt');
    const bulwark = unit(s, 'p1:base', 'bulwark');
    answer(s, rb, 0, `a${grunt}:${bulwark}`);
    expect(rbChars(s)[bulwark].might).toBe(5);
    // p0 has no spell: p1 is asked; the double is cast during p0's turn.
    expect(only(s)).toMatchObject({ player: 1, kind: 'showdown' });
    answer(s, rb, 1, castOn(s, 'last-stand', bulwark));
    // Still in the showdown (p0 cannot respond; p1 may cast again): 5 + 5 = 10.
    expect(only(s)).toMatchObject({ player: 1, kind: 'showdown' });
    expect(rbChars(s)[bulwark].might).toBe(10);
    expect(s.effects.map((e) => e.params.n)).toEqual([5]);
    answer(s, rb, 1, 'pass');
    // Combat is over: the grunt (3) died to 10 damage, the bulwark survives at 3 + 5 = 8.
    expect(s.zones['p0:base'].objects).toHaveLength(0);
    expect(rbChars(s)[bulwark].might).toBe(8);
    expect(s.g.score).toEqual([0, 0]);
    // The doubling lasted "this turn" only.
    answer(s, rb, 0, 'end');
    expect(rbChars(s)[bulwark].might).toBe(3);
  });

  it('RB 419.1: doubling adds the current value, so doubling twice quadruples', () => {
    const s = game({ tp: 0, base: [['grunt'], []], hand: [['last-stand', 'last-stand'], []] });
    const grunt = unit(s, 'p0:base', 'grunt');
    answer(s, rb, 0, castOn(s, 'last-stand', grunt));
    answer(s, rb, 0, castOn(s, 'last-stand', grunt));
    expect(rbChars(s)[grunt].might).toBe(12);
  });
});
