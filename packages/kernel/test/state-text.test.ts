/** The state's text (issue 10): objects as tuples by zone, exact round trips, the older form. */
import { describe, expect, it } from 'vitest';
import { cloneState, createGame, restore, serialize, stateHash, submit } from '../src/index.ts';
import duel from './fixtures/tiny-duel.ts';

const decks = duel.decks.ready;
const opts = { seed: 's1', players: 2, decks: [decks[0], decks[0]] };

function midGame() {
  const s = createGame(duel, opts);
  submit(s, duel, { player: 0, answer: 'h0' });
  return s;
}

describe('state text', () => {
  it('writes version 2 with objects as tuples in their zones and restores the same state', () => {
    const s = midGame();
    const text = serialize(s);
    const parsed = JSON.parse(text);
    expect(parsed.schema).toBe(2);
    expect(Array.isArray(parsed.zones)).toBe(true);
    // Every object of this fixture has a plain shape: none is written in full.
    expect(parsed.objects).toEqual([]);
    expect(text.length).toBeLessThan(JSON.stringify(s).length);
    const back = restore(text);
    expect(back.schema).toBe(1);
    // The same fields in the same order, down to each object (a later checkpoint's text depends on it).
    expect(JSON.stringify(back)).toBe(JSON.stringify(s));
    expect(serialize(back)).toBe(text);
    expect(stateHash(back)).toBe(stateHash(s));
  });

  it('keeps objects of other shapes, objects outside their zone and odd zones exactly', () => {
    const s = midGame();
    const ids = Object.keys(s.objects).map(Number);
    const [a, b, c] = ids;
    // Other fields, and fields in another order than the kernel makes them.
    s.objects[a].seenBy = [1];
    const o = s.objects[b];
    delete (s.objects as Record<number, unknown>)[b];
    s.objects[b] = Object.assign({ data: o.data }, o);
    // An object whose zone does not list it, and a zone that lists a missing object.
    const zoneIds = Object.keys(s.zones);
    s.objects[c].zone = 'nowhere';
    s.zones[zoneIds[0]].objects.push(99_999);
    // A zone with a field of its own.
    (s.zones[zoneIds[1]] as unknown as Record<string, unknown>).note = 'x';
    const text = serialize(s);
    expect(
      JSON.parse(text)
        .objects.map((x: { id: number }) => x.id)
        .sort(),
    ).toEqual([a, b, c].sort());
    const back = restore(text);
    expect(JSON.stringify(back)).toBe(JSON.stringify(s));
    expect(serialize(back)).toBe(text);
  });

  it('still restores the plain form written before issue 10 (version 1), which continues identically', () => {
    const s = midGame();
    const old = restore(JSON.stringify(s));
    expect(JSON.stringify(old)).toBe(JSON.stringify(s));
    for (const st of [s, old]) submit(st, duel, { player: 0, answer: 'end' });
    expect(stateHash(old)).toBe(stateHash(s));
  });

  it('refuses another version with one line naming it, and malformed tuples', () => {
    const s = midGame();
    const v3 = JSON.stringify({ ...JSON.parse(serialize(s)), schema: 3 });
    expect(() => restore(v3)).toThrow(
      /^state text version 3 is not supported \(this Arbiter reads versions 1 and 2\)$/,
    );
    const broken = JSON.parse(serialize(s));
    broken.zones[0][3] = [['x']];
    expect(() => restore(JSON.stringify(broken))).toThrow(/not a valid Arbiter state \(text version 2\)/);
    broken.zones = {};
    expect(() => restore(JSON.stringify(broken))).toThrow(/"zones" is not a list/);
  });

  it('clones copy every object shape exactly', () => {
    const s = midGame();
    const [a, b] = Object.keys(s.objects).map(Number);
    s.objects[a].faceDown = true;
    s.objects[b].linked = [a];
    const c = cloneState(s);
    expect(JSON.stringify(c)).toBe(JSON.stringify(s));
    c.objects[b].linked!.push(7);
    c.objects[a].data.x = 1;
    expect(s.objects[b].linked).toEqual([a]);
    expect(s.objects[a].data.x).toBeUndefined();
  });
});
