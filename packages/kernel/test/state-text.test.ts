/** The state's text (issue 10): objects listed by zone, exact round trips, the older forms. */
import { describe, expect, it } from 'vitest';
import { cloneState, createGame, restore, serialize, stateHash, submit } from '../src/index.ts';
import { checkpointText } from '../src/state-text.ts';
import duel from './fixtures/tiny-duel.ts';

const decks = duel.decks.ready;
const opts = { seed: 's1', players: 2, decks: [decks[0], decks[0]] };

function midGame() {
  const s = createGame(duel, opts);
  submit(s, duel, { player: 0, answer: 'h0' });
  return s;
}

describe('state text', () => {
  it('writes version 3 with objects listed in their zones and restores the same state', () => {
    const s = midGame();
    const text = serialize(s);
    const parsed = JSON.parse(text);
    expect(parsed.schema).toBe(3);
    expect(Array.isArray(parsed.zones)).toBe(true);
    // Every object of this fixture has a plain shape: none is written in full.
    expect(parsed.objects).toEqual([]);
    for (const entry of parsed.zones) expect(entry[3].includes(-2)).toBe(false);
    expect(text.length).toBeLessThan(checkpointText(s).length);
    const back = restore(text);
    expect(back.schema).toBe(1);
    // The same fields in the same order, down to each object (a later checkpoint's text depends on it).
    expect(JSON.stringify(back)).toBe(JSON.stringify(s));
    expect(serialize(back)).toBe(text);
    expect(stateHash(back)).toBe(stateHash(s));
  });

  it('keeps objects of other shapes, objects outside their zone, odd zones and last known information exactly', () => {
    const s = midGame();
    const ids = Object.keys(s.objects).map(Number);
    const [a, b, c, d, e, f] = ids;
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
    // Every flag: another timestamp, owner and controller, prev, data, face up and face down.
    Object.assign(s.objects[d], { ts: 7, owner: 1, controller: 0 });
    s.objects[d].data = { n: 1 };
    const oe = s.objects[e];
    s.objects[e] = {
      id: e,
      card: oe.card,
      owner: 0,
      controller: 1,
      zone: oe.zone,
      ts: oe.ts,
      prev: 3,
      data: {},
      faceDown: false,
    };
    s.objects[f].faceDown = true;
    // Last known information of every kind, one of them of another shape.
    s.lki[500] = { ...s.objects[d], id: 500, zone: 'gone', prev: 2 };
    s.lki[501] = { ...s.objects[f], id: 501, seenBy: [0] };
    const text = serialize(s);
    const parsed = JSON.parse(text);
    expect(parsed.objects.map((x: { id: number }) => x.id)).toEqual([c]);
    // Written whole in its zone's list: the objects of other shapes.
    const whole = parsed.zones.flatMap((z: unknown) =>
      (Array.isArray(z) ? (z[3] as unknown[]) : []).filter(
        (x, i, l) => i > 0 && l[i - 1] === -2 && typeof x === 'object',
      ),
    );
    expect(whole.map((x: { id: number }) => x.id).sort()).toEqual([a, b].sort());
    const back = restore(text);
    expect(JSON.stringify(back)).toBe(JSON.stringify(s));
    expect(serialize(back)).toBe(text);
    expect(checkpointText(back)).toBe(checkpointText(s));
  });

  it('writes a state it cannot list (last known information as a list) in the plain form', () => {
    const s = midGame();
    (s as unknown as Record<string, unknown>).lki = [1, -1];
    const text = serialize(s);
    expect(JSON.parse(text).schema).toBe(1);
    expect(JSON.stringify(restore(text))).toBe(JSON.stringify(s));
  });

  it('reads version 2 (written by the first part of issue 10) and gives the same state', () => {
    const s = midGame();
    s.lki[500] = { ...s.objects[Number(Object.keys(s.objects)[0])], id: 500 };
    const v2 = checkpointText(s);
    expect(JSON.parse(v2).schema).toBe(2);
    const back = restore(v2);
    expect(JSON.stringify(back)).toBe(JSON.stringify(s));
    expect(serialize(back)).toBe(serialize(s));
  });

  it('still restores the plain form written before issue 10 (version 1), which continues identically', () => {
    const s = midGame();
    const old = restore(JSON.stringify(s));
    expect(JSON.stringify(old)).toBe(JSON.stringify(s));
    for (const st of [s, old]) submit(st, duel, { player: 0, answer: 'end' });
    expect(stateHash(old)).toBe(stateHash(s));
  });

  it('refuses another version with one line naming it, and malformed lists', () => {
    const s = midGame();
    const v4 = JSON.stringify({ ...JSON.parse(serialize(s)), schema: 4 });
    expect(() => restore(v4)).toThrow(
      /^state text version 4 is not supported \(this Arbiter reads versions 1 to 3\)$/,
    );
    const text = serialize(s);
    const entry = JSON.parse(text).zones.findIndex((z: unknown[]) => (z[3] as unknown[]).length > 0);
    const broken = (f: (v: any) => void) => {
      const v = JSON.parse(text);
      f(v);
      return JSON.stringify(v);
    };
    const malformed = /^not a valid Arbiter state \(text version 3\): /;
    // A card that is not a string, flags out of range, a list cut short, an id that is not a number.
    expect(() => restore(broken((v) => (v.zones[entry][3][2] = 5)))).toThrow(malformed);
    expect(() => restore(broken((v) => (v.zones[entry][3][1] = 999)))).toThrow(malformed);
    expect(() => restore(broken((v) => v.zones[entry][3].push(7, 16, 'x')))).toThrow(malformed);
    expect(() => restore(broken((v) => (v.zones[entry][3][0] = 'x')))).toThrow(malformed);
    expect(() => restore(broken((v) => v.zones[entry].push(1)))).toThrow(malformed);
    expect(() => restore(broken((v) => (v.lki = [1, -1])))).toThrow(malformed);
    expect(() => restore(broken((v) => (v.zones = {})))).toThrow(/"zones" is not a list/);
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
