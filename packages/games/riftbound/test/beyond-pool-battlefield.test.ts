/**
 * RB 368.2: replacement effects on an event acting on a battlefield. No card of the pool takes a
 * battlefield nor replaces anything done to one: test-only cards do, written in the effect
 * vocabulary (`take-control` of a battlefield, a passive `insteadOfControl`) and played through the
 * whole engine with the kit's `duel()`.
 */
import { domainOptions, optionText } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import riftbound from '../src/index.ts';
import { checkWindows, duel, runes, testCard } from './kit.ts';

checkWindows();

type Duel = ReturnType<typeof duel>;

/** "If a battlefield would come under a player's control, buff me instead." */
const warden = (id: string) =>
  testCard({
    id,
    type: 'unit',
    might: 2,
    abilities: [
      {
        kind: 'passive',
        effect: { insteadOfControl: { kind: 'battlefield' }, steps: [{ do: 'buff', what: 'self' }] },
      },
    ],
  });
const WARD_A = warden('tst-bfwarda');
const WARD_B = warden('tst-bfwardb');
/** "Take control of a battlefield." */
const SEIZE = testCard({
  id: 'tst-bfseize',
  type: 'spell',
  abilities: [
    { kind: 'spell', targets: [{ sel: { kind: 'battlefield' } }], steps: [{ do: 'take-control', what: 0 }] },
  ],
});

const buffed = (t: Duel, tag: string) => (t.tagged(tag).data as { buff?: number }).buff ?? 0;

/** Player 0 (the turn player) plays the Seize on battlefield 1 (owned by player 1). */
function seizeBattlefield1(control: [number | null, number | null], wardens: boolean): Duel {
  const t = duel(
    { hand: [SEIZE], runes: runes(1), base: wardens ? [{ card: WARD_A, tag: 'a' }] : [] },
    // Player 1's Warden stands at battlefield 1, so they keep it while it is theirs (RB 184.4.c).
    { bf1: wardens ? [{ card: WARD_B, tag: 'b' }] : [] },
    { tp: 0, control },
  );
  t.act(`play ${SEIZE}`);
  const bf1 = t.state.g.battlefields[1].obj;
  for (let i = 0; i < 10 && t.kind !== 'choose-replacement' && t.kind !== 'action'; i++)
    if (t.kind === 'target') t.choose([`t${bf1}`]);
    else t.pass();
  return t;
}

/** Answer the replacement question with the one from `card`. */
function replaceWith(t: Duel, card: string): void {
  const d = t.decision()!;
  const o = domainOptions(d).find((x) => optionText(riftbound, x, 'en').includes(card));
  t.choose([o!.id], d.player);
  t.passUntil('action');
}

describe('RB 368.2: replacements on an event acting on a battlefield', () => {
  it('RB 368.2, RB 365.1: on an uncontrolled battlefield the turn player (not its owner) picks which applies; only it applies', () => {
    const t = seizeBattlefield1([null, null], true);
    expect(t.kind).toBe('choose-replacement');
    expect(t.decision()!.player).toBe(0);
    expect(t.decision()!.rule).toBe('RB 368.2');
    // Both replacements are offered.
    const labels = domainOptions(t.decision()!).map((o) => optionText(riftbound, o, 'en'));
    expect(labels.filter((l) => l.includes(WARD_A) || l.includes(WARD_B))).toHaveLength(2);
    replaceWith(t, WARD_B);
    expect([buffed(t, 'a'), buffed(t, 'b')]).toEqual([0, 1]);
    expect(t.logged('RB 365.1', 'rb.replaced-control')).toBe(1);
    // The battlefield did not change hands: no conquer, no point.
    expect(t.state.g.battlefields[1].controller).toBe(null);
    expect(t.state.g.points).toEqual([0, 0]);
  });

  it('RB 368: on a controlled battlefield its owner (player 1) picks, not the turn player', () => {
    const t = seizeBattlefield1([null, 1], true);
    expect(t.kind).toBe('choose-replacement');
    expect(t.decision()!.player).toBe(1);
    expect(t.decision()!.rule).toBe('RB 368');
    replaceWith(t, WARD_A);
    expect([buffed(t, 'a'), buffed(t, 'b')]).toEqual([1, 0]);
    expect(t.state.g.battlefields[1].controller).toBe(1);
  });

  it('RB 185.4.b, RB 446.1: with no replacement the player takes the battlefield, a Conquer', () => {
    const t = seizeBattlefield1([null, null], false);
    t.passUntil('action');
    expect(t.logged('RB 368.2')).toBe(0);
    expect(t.logged('RB 185.4.b', 'rb.control-gained')).toBe(1);
    expect(t.logged('RB 446.1')).toBe(1);
    // With no unit of theirs there, the next cleanup leaves it uncontrolled (RB 322.6).
    expect(t.logged('RB 322.6')).toBe(1);
    expect(t.state.g.points).toEqual([1, 0]);
  });
});
