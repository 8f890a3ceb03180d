/**
 * The Vividz evaluation AI search scores positions with (src/ai.ts): it reads missions' check and
 * clear conditions on the spectator's view, so a checked mission about to be completed weighs
 * almost as a completed one.
 */
import { viewFor } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../src/ai.ts';
import vividz from '../src/index.ts';
import type { Board } from '../src/scenario.ts';
import { board, players } from './helpers.ts';

/** Seat 0's value of a board, from the view a spectator gets (what the search scores). */
function value(b: Board): number {
  const g = board(b);
  return evaluate(viewFor(g.state, vividz, null))[0];
}

const opponent = { area: { '1': 'VZ-C01' }, missions: ['VZ-M02', 'VZ-M03', 'VZ-M04'] };

describe('Vividz evaluation (VZ 704.2a, VZ 1113)', () => {
  it('VZ 704.2a: a checked Debut Stage with a Center character (clear holds) beats one with the character on a side lane', () => {
    const mine = (lane: '1' | '2') => ({
      missions: [{ card: 'VZ-M01', sleep: true }, 'VZ-M05', 'VZ-M06'],
      area: { [lane]: 'VZ-C01' },
    });
    const holds = value(players(mine('2'), opponent));
    const fails = value(players(mine('1'), opponent));
    expect(holds).toBeGreaterThan(fails + 0.05);
  });

  it("VZ 704.2a: in its owner's main phase, a checked mission whose clear holds weighs close to a completed one", () => {
    const checked = value(
      players(
        { missions: [{ card: 'VZ-M01', sleep: true }, 'VZ-M05', 'VZ-M06'], area: { '2': 'VZ-C01' } },
        opponent,
      ),
    );
    const completed = value(
      players(
        { missions: [{ card: 'VZ-M01', faceDown: true }, 'VZ-M05', 'VZ-M06'], area: { '2': 'VZ-C01' } },
        opponent,
      ),
    );
    const unchecked = value(
      players({ missions: ['VZ-M01', 'VZ-M05', 'VZ-M06'], area: { '2': 'VZ-C01' } }, opponent),
    );
    expect(checked).toBeGreaterThan(unchecked);
    expect(completed - checked).toBeLessThan(checked - unchecked);
    // In the opponent's turn the mission phase that completes it is a turn away: it weighs less.
    const theirTurn = value(
      players(
        { missions: [{ card: 'VZ-M01', sleep: true }, 'VZ-M05', 'VZ-M06'], area: { '2': 'VZ-C01' } },
        opponent,
        { turnPlayer: 1 },
      ),
    );
    expect(theirTurn).toBeLessThan(checked);
  });

  it("VZ 1113.1: progress towards an unchecked mission's conditions counts (Full House wants 3 characters)", () => {
    // Full House (VZ-M03) is checked with 3 characters of one's own; Night Raid (VZ-M04) does not
    // care how many characters one has. A second character is worth more with Full House.
    const gain = (mission: string) => {
      const missions = [mission, 'VZ-M05', 'VZ-M06'];
      const two = value(players({ missions, area: { '1': 'VZ-C01', '3': 'VZ-C01' } }, opponent));
      const one = value(players({ missions, area: { '1': 'VZ-C01' } }, opponent));
      return two - one;
    };
    expect(gain('VZ-M03')).toBeGreaterThan(gain('VZ-M04') + 0.005);
    // The values of the two seats add up to 1.
    const g = board(players({ missions: ['VZ-M03'] }, opponent));
    const v = evaluate(viewFor(g.state, vividz, null));
    expect(v[0] + v[1]).toBeCloseTo(1, 10);
  });
  it('VZ 102.12, VZ 704.2b: a turn count short of a clear condition adds nothing (it is gone after the turn)', () => {
    // Smoke and Mirrors (VZ-M05): one event this turn checks it, two clear it. With one event and
    // the mission unchecked, the turn can end with nothing to show: the value is that of none.
    const withEvents = (events: number) => {
      const g = board(
        players({ missions: ['VZ-M05', 'VZ-M04', 'VZ-M06'], area: { '2': 'VZ-C01' } }, opponent),
      );
      g.state.g.counts[0].events = events;
      return evaluate(viewFor(g.state, vividz, null))[0];
    };
    expect(withEvents(1)).toBeCloseTo(withEvents(0), 10);
    // Two events in its owner's main phase: checking it now completes it at the mission phase.
    expect(withEvents(2)).toBeGreaterThan(withEvents(0) + 0.1);
  });

  it("VZ 1113.1, VZ 704.2a: an opponent's mission whose board conditions all hold weighs as a threat in either turn", () => {
    // Full House (VZ-M03, seat 1's): 3 characters and 5 energy. Seat 0's value falls far more when
    // seat 1 gets its third character with Full House than with Night Raid (VZ-M04), which does
    // not care, and so in seat 0's own turn too (seat 1 completes it in its next turn).
    const loss = (mission: string, turnPlayer: 0 | 1) => {
      const mine = { missions: ['VZ-M04', 'VZ-M05', 'VZ-M06'], area: { '2': 'VZ-C01' } };
      const theirs = (area: Record<string, string>) => ({
        missions: [mission, 'VZ-M01', 'VZ-M02'],
        area,
        energy: 5,
      });
      const two = value(players(mine, theirs({ '1': 'VZ-C01', '3': 'VZ-C01' }), { turnPlayer }));
      const three = value(
        players(mine, theirs({ '1': 'VZ-C01', '2': 'VZ-C01', '3': 'VZ-C01' }), { turnPlayer }),
      );
      return two - three;
    };
    for (const turnPlayer of [0, 1] as const)
      expect(loss('VZ-M03', turnPlayer)).toBeGreaterThan(1.5 * loss('VZ-M04', turnPlayer));
  });
});
