/**
 * Principle 2: at every decision the state is a tree (kernel `sharedInState`): no frame shares
 * its data with another frame, the stack or the game's data, so a restored or cloned game goes on
 * exactly as the original. Random games from the seed `arbiter fuzz` runs in CI, checked at
 * every decision (sample 0: only the tree check). Before the fix: a timing point's event was in the window's frame, the activating frame and the link.
 */
import { fuzz } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import kaling from '../src/index.ts';

describe('the state is a tree', () => {
  it.each([2])('at every decision of random games (%i seats)', (players) => {
    const r = fuzz(kaling, { decisions: 3000, seed: 'ci', sample: 0, players });
    expect(r.failures).toEqual([]);
    expect(r.checks.tree).toBeGreaterThanOrEqual(3000);
  });
});
