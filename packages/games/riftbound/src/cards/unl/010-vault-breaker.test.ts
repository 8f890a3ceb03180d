/** Vault Breaker (UNL-010/219): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import {
  board,
  checkData,
  costOn,
  keywords,
  parsed,
  runSteps,
  standardBoard,
  targetNames,
  timings,
} from '../../../test/card-kit.ts';
import mod from './010-vault-breaker.ts';

const ID = mod.card.id;

describe('Vault Breaker (UNL-010/219)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: Action (RB 732)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own', 'showdown']);
  });

  it('cost: 1 Energy and 1 Fury Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(1);
    expect(parsed(mod).cost?.power).toEqual(['fury']);
  });

  it('one unit: myBase, myBf, theirBase, theirBf on the standard board', () => {
    expect(targetNames(ID, 0, 0)).toEqual(['myBase', 'myBf', 'theirBase', 'theirBf']);
  });

  it('the unit has Assault 2 and Ganking this turn', () => {
    const b = standardBoard(ID);
    runSteps(b, ID, 0, [[b.id.myBase]]);
    expect(keywords(b.s, b.id.myBase)).toMatchObject({ assault: 2, ganking: 1 });
  });
});
