/**
 * Abilities that name a time of the turn: the start of the Beginning Phase (RB 315.2.c) and the end
 * of the turn (RB 317.1), and delayed triggers waiting for that time (RB 383.2).
 */
import type { Ruling } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { type RbGame, Z } from '../src/state.ts';
import { checkWindows, duel } from './kit.ts';

const DARK_CHILD = 'ogs-017-024'; // legend: at the end of your turn, ready up to 2 runes
const LOOSE_CANNON = 'ogn-251-298'; // legend: at the start of your Beginning Phase, with at most 1 card in hand, draw 1
const TARGONS_PEAK = 'ogn-289-298'; // battlefield: when you conquer here, ready up to 2 runes at the end of this turn
const PEAK = 'ogn-288-298';
const PORO = 'ogn-013-298';
const CALM = 'ogn-042-298';

checkWindows();

type T = Ruling<RbGame>;

const exhaustedRunes = (t: T, p: number) =>
  t.state.zones[Z.runes(p)].objects.filter(
    (o) => (t.state.objects[o].data as { exhausted?: boolean }).exhausted,
  ).length;

function answerUntilAction(t: T): void {
  for (let i = 0; i < 20 && t.kind !== 'action'; i++) {
    if (t.kind === 'priority') t.pass();
    else t.choose([(t.decision()!.domain as { options: { id: string }[] }).options[0].id]);
  }
}

const EXHAUSTED_CALM = { card: CALM, exhausted: true as const };

describe('RB 315.2.c, RB 317.1: abilities at named times of the turn', () => {
  it('RB 317.1, RB 317.1.a, RB 317.1.b: "at the end of your turn" resolves in the Ending Step, before the turn passes', () => {
    const t = duel(
      { legend: DARK_CHILD, runes: [EXHAUSTED_CALM, EXHAUSTED_CALM, EXHAUSTED_CALM], deck: [PORO] },
      { deck: [PORO] },
    );
    t.act('end the turn');
    answerUntilAction(t);
    // Up to two of the three runes readied at the end of player 0's turn; player 1's turn now.
    expect(exhaustedRunes(t, 0)).toBe(1);
    expect(t.state.g.tp).toBe(1);
    const order = t.log.map((l) => l.rule);
    expect(order.indexOf('RB 376.3')).toBeGreaterThan(order.indexOf('RB 316.6'));
    expect(order.indexOf('RB 376.3')).toBeLessThan(order.indexOf('RB 317.2.b'));
  });

  it('RB 315.2.c, RB 315.2.a.1: "at the start of your Beginning Phase" triggers before the Draw Phase', () => {
    const t = duel({ legend: LOOSE_CANNON, deck: [PORO, PORO, PORO] }, { deck: [PORO] }, { at: 'start' });
    expect(t.kind).toBe('action');
    // The legend's draw (an empty hand) and the Draw Phase's.
    expect(t.zone(Z.hand(0))).toEqual([PORO, PORO]);
    const order = t.log.map((l) => l.rule);
    expect(order.indexOf('RB 376.3')).toBeLessThan(order.indexOf('RB 315.4.d'));
  });

  it('RB 383, RB 383.2, RB 384, RB 385: a delayed trigger made by a conquer waits for the end of the turn', () => {
    const t = duel(
      {
        base: [{ card: PORO, tag: 'p' }],
        runes: [EXHAUSTED_CALM, EXHAUSTED_CALM],
        deck: [PORO],
      },
      { deck: [PORO] },
      { battlefields: [TARGONS_PEAK, PEAK] },
    );
    t.choose(['move-bf0']);
    t.choose([`u${t.tagged('p').id}`]);
    answerUntilAction(t);
    expect(t.state.g.points[0]).toBe(1);
    // Not yet: it waits for the end of the turn.
    expect(exhaustedRunes(t, 0)).toBe(2);
    expect(t.state.delayed?.length ?? 0).toBe(1);
    t.act('end the turn');
    answerUntilAction(t);
    expect(t.state.g.tp).toBe(1);
    expect(exhaustedRunes(t, 0)).toBe(0);
    expect(t.state.delayed?.length ?? 0).toBe(0);
  });
});
