/**
 * The state hash: `hashValue` walks the value and feeds the lanes without building the canonical
 * text, and must give exactly `hashString(canonicalJson(value))` (records store those digests).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, hashString, hashValue } from '../src/hash.ts';

describe('hashValue (streaming)', () => {
  it('equals the hash of the canonical text for any JSON value, escapes and surrogates included', () => {
    const text = fc.string({ unit: 'binary' });
    const value = fc.letrec((tie) => ({
      leaf: fc.oneof(
        fc.constant(null),
        fc.boolean(),
        fc.integer(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        text,
        fc.constantFrom('', 'a"b', 'back\\slash', 'tab\there', '\u0001', '\ud800', '😀', '卡灵'),
      ),
      node: fc.oneof(
        { depthSize: 'small' },
        tie('leaf'),
        fc.array(tie('node'), { maxLength: 5 }),
        fc.dictionary(
          fc.oneof(text, fc.constantFrom('a', 'b', 'zz', '"q"')),
          fc.oneof(tie('node'), fc.constant(undefined)),
          {
            maxKeys: 6,
          },
        ),
      ),
    })).node;
    fc.assert(
      fc.property(value, (v) => {
        expect(hashValue(v)).toBe(hashString(canonicalJson(v)));
      }),
      { numRuns: 400 },
    );
  });

  it('skips undefined fields, keeps undefined array items as null, and ignores key order', () => {
    expect(hashValue({ b: 1, a: undefined, c: [undefined, -0] })).toBe(hashString('{"b":1,"c":[null,0]}'));
    expect(hashValue({ x: 1, y: { q: 'z', p: 2 } })).toBe(hashValue({ y: { p: 2, q: 'z' }, x: 1 }));
    expect(hashValue(undefined)).toBe(hashString('null'));
    expect(hashValue({})).toBe(hashString('{}'));
    // Integers are written digit by digit: the edges of 32 bits and of each digit count.
    const ints = [0, 9, 10, 99, 100, -1, -10, 2147483647, -2147483647, -2147483648, 2147483648, 1e21];
    expect(hashValue(ints)).toBe(hashString(JSON.stringify(ints)));
  });

  it('refuses what is not plain JSON, as the canonical text does', () => {
    expect(() => hashValue({ a: Number.NaN })).toThrow(/non-finite/);
    expect(() => hashValue({ a: () => 1 })).toThrow(/cannot hash a function/);
  });
});
