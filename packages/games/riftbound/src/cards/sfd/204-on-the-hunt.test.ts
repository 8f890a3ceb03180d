/** On the Hunt (SFD-204/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, runSteps, timings } from '../../../test/card-kit.ts';
import mod from './204-on-the-hunt.ts';

const ID = mod.card.id;

describe('On the Hunt (SFD-204/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 1 Energy and 2 Body Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(1);
    expect(parsed(mod).cost?.power).toEqual(['body', 'body']);
  });

  it('readies every unit of yours, none of the opponent’s', () => {
    const b = board({
      p0: {
        base: [{ card: 'ogn-013-298', as: 'a', exhausted: true }],
        bf0: [{ card: 'ogn-130-298', as: 'c', exhausted: true }],
      },
      p1: { base: [{ card: 'ogn-130-298', as: 'e', exhausted: true }] },
    });
    runSteps(b, ID, 0);
    const ex = (id: number) => (b.s.objects[id].data as { exhausted?: boolean }).exhausted ?? false;
    expect([ex(b.id.a), ex(b.id.c), ex(b.id.e)]).toEqual([false, false, true]);
  });
});
