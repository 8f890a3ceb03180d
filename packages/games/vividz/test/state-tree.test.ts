/**
 * Principle 2: at every decision the state is a tree (kernel `sharedInState`): no frame shares
 * its data with another frame, the stack or the game's data, so a restored or cloned game goes on
 * exactly as the original. Random games from the seed `arbiter fuzz` runs in CI, checked at
 * every decision (sample 0: only the tree check). Before the fix: a delayed ability's locked targets and event were in the trigger and the resolving frame.
 */
import { fuzz } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import vividz from '../src/index.ts';

describe('the state is a tree', () => {
  it.each([2])('at every decision of random games (%i seats)', (players) => {
    const r = fuzz(vividz, { decisions: 3000, seed: 'ci', sample: 0, players });
    expect(r.failures).toEqual([]);
    expect(r.checks.tree).toBeGreaterThanOrEqual(3000);
  });
});
