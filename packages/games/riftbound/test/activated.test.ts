/**
 * RB 369–374 and RB 334.1.b: activated abilities go on the chain like a card being played, through
 * the steps of RB 386–394, and only when legally timed.
 */
import type { Ruling } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { turnState } from '../src/rules/311-priority.ts';
import type { RbGame } from '../src/state.ts';
import { checkWindows, duel } from './kit.ts';

const ORB = 'ogn-090-298'; // Orb of Regret: exhaust: a unit gets -1 Might this turn (not below 1)
const PORO = 'ogn-013-298'; // Pouty Poro, 2 Might, Deflect (an opponent pays 1 Power more to target it)
const CALM = 'ogn-042-298';
const DISCIPLINE = 'ogn-058-298'; // Reaction: a unit gets +2 Might this turn; draw 1
const ACTIVATE_ORB = 'activate ability 1 of Orb of Regret';

checkWindows();

function table(orbs: number): Ruling<RbGame> {
  return duel(
    {
      base: [
        ...Array.from({ length: orbs }, (_, i) => ({ card: ORB, tag: `orb${i}` })),
        { card: PORO, tag: 'mine' },
      ],
      hand: [DISCIPLINE],
      runes: [CALM, CALM],
      deck: [PORO],
    },
    { base: [{ card: PORO, tag: 'theirs' }], hand: [DISCIPLINE], runes: [CALM, CALM], deck: [PORO] },
  );
}

describe('RB 370: an activated ability uses the chain', () => {
  it('RB 370, RB 370.2, RB 370.2.a, RB 370.2.a.1, RB 370.2.b, RB 370.2.b.1, RB 370.2.b.2, RB 370.2.b.3, RB 371, RB 373, RB 374, RB 391.1.a, RB 391.2, RB 334.1.b.2: declared, it is a pending item (a closed state), chooses its target, pays its cost, then both players may respond before it resolves', () => {
    const t = table(1);
    // RB 371, RB 374: its controller chooses to activate it, on their turn, in an open state.
    expect(t.labels()).toContain(ACTIVATE_ORB);
    t.act(ACTIVATE_ORB);
    expect(t.logged('RB 370')).toBe(1);
    expect(t.state.stack).toHaveLength(1);
    expect(t.state.stack![0]).toMatchObject({
      status: 'pending',
      controller: 0,
      source: t.tagged('orb0').id,
    });
    expect(turnState(t.state, 0).closed).toBe(true);
    t.choose([`t${t.tagged('theirs').id}`]);
    // RB 391.1.a: the cost before the colon — the Orb is exhausted; RB 391.2: Deflect adds one Power,
    // paid by recycling a rune.
    expect((t.tagged('orb0').data as { exhausted?: boolean }).exhausted).toBe(true);
    expect(t.zone('p0:runes')).toEqual([CALM]);
    expect(t.state.stack![0].status).toBe('final');
    // RB 370.2.b.2: the activating player, then the opponent, may respond.
    expect(t.decision()!.player).toBe(0);
    t.pass(0);
    expect(t.decision()!.player).toBe(1);
    expect(t.labels(1)).toContain('play Discipline');
    t.pass(1);
    // RB 370.2.b.3: nobody did: it executes.
    expect(t.characteristic('theirs', 'might')).toBe(1);
    expect(t.characteristic('mine', 'might')).toBe(2);
    expect(t.state.stack ?? []).toHaveLength(0);
  });

  it('RB 334.1.b, RB 334.1.b.1: while the chain is open (a closed state) an ability without Reaction is not legally timed and is not offered', () => {
    const t = table(2);
    t.choose([`act${t.tagged('orb0').id}.abilities.0`]);
    t.choose([`t${t.tagged('mine').id}`]);
    expect(t.kind).toBe('priority');
    expect(t.decision()!.player).toBe(0);
    // The second Orb is ready, but only the Reaction card may be played now.
    expect((t.tagged('orb1').data as { exhausted?: boolean }).exhausted).toBeUndefined();
    expect(t.labels()).toEqual(['Pass', 'play Discipline']);
  });

  it('RB 390.2: with no legal target an activated ability cannot be activated', () => {
    const t = duel({ base: [{ card: ORB, tag: 'orb' }], deck: [PORO] });
    expect(t.labels()).not.toContain(ACTIVATE_ORB);
    expect(t.labels()).toEqual(['end the turn']);
  });
});
