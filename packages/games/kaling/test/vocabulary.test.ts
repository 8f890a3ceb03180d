/** The effect vocabulary's schema (src/cards/vocab.ts): a malformed effect definition is refused when the module loads. */
import { describe, expect, it } from 'vitest';
import { EFFECTS } from '../src/cards/effects.ts';
import { validateEffects } from '../src/cards/vocab.ts';

describe('effect vocabulary', () => {
  it('effect definitions are validated: a malformed one is refused with the card named', () => {
    expect(() => validateEffects(EFFECTS)).not.toThrow();
    for (const op of ['restore', 'top5', 'clear', 'search', 'choose'])
      expect(() =>
        validateEffects({
          ok: [{ kind: 'act', text: { zh: '效果', en: 'effect' }, operations: [{ do: op } as never] }],
        }),
      ).not.toThrow();
    const text = { zh: '效果', en: 'effect' };
    expect(() =>
      validateEffects({ bad: [{ kind: 'quick', text, operations: [{ do: 'clear', on: 'firstTarget' }] }] }),
    ).toThrow(/bad.*class/);
    expect(() =>
      validateEffects({
        bad: [
          { kind: 'act', text, limit: 'weekly' as never, operations: [{ do: 'draw', who: 'me', count: 1 }] },
        ],
      }),
    ).toThrow(/bad/);
    expect(() =>
      validateEffects({ bad: [{ kind: 'act', text, operations: [{ do: 'explode' } as never] }] }),
    ).toThrow(/bad/);
    expect(() =>
      validateEffects({
        bad: [
          {
            kind: 'act',
            text,
            targets: [{ kind: 'x' } as never],
            operations: [{ do: 'draw', who: 'me', count: 1 }],
          },
        ],
      }),
    ).toThrow(/bad/);
  });
});
