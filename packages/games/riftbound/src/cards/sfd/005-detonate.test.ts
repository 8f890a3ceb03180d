/** Detonate (SFD-005/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import {
  board,
  checkData,
  costOn,
  parsed,
  runSteps,
  settle,
  targetNames,
  timings,
} from '../../../test/card-kit.ts';
import mod from './005-detonate.ts';

const ID = mod.card.id;

describe('Detonate (SFD-005/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 1 Energy and 1 Fury Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(1);
    expect(parsed(mod).cost?.power).toEqual(['fury']);
  });

  it('one gear: myGear, theirGear on the standard board', () => {
    expect(targetNames(ID, 0, 0)).toEqual(['myGear', 'theirGear']);
  });

  it('kills the gear; its controller (not the caster) draws two', () => {
    const P = 'ogn-013-298';
    const b = board({
      p0: { deck: [P, P] },
      p1: { base: [{ card: 'ogn-182-298', as: 'g' }], deck: [P, P, P] },
    });
    runSteps(b, ID, 0, [[b.id.g]]);
    settle(b);
    expect(b.s.objects[b.id.g]).toBeUndefined();
    expect(b.s.zones['p0:hand'].objects).toHaveLength(0);
    expect(b.s.zones['p1:hand'].objects.length).toBeGreaterThanOrEqual(2);
  });
});
