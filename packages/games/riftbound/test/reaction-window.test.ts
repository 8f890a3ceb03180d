/**
 * Who may answer when the opponent plays a unit (RB 333.1.c, RB 356.2, RB 745.1.b). A unit that is
 * played finalizes and enters the board at once: it never reaches Step 2 (Execute), so nobody
 * receives priority and a Reaction card (here Quick-Draw gear) cannot answer it. A unit whose play
 * triggers an ability leaves that ability on the chain, and then the other player does get
 * priority (RB 333.1.c.3, RB 335.2) and may play the Quick-Draw gear.
 */
import type { Decision } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { duel } from './kit.ts';

const SWORD = 'sfd-022-221'; // Long Sword: Quick-Draw gear (Reaction, RB 745.1.b)
const PORO = 'ogn-013-298'; // Pouty Poro: a unit with no ability
const ENFORCER = 'ogn-003-298'; // Chemtech Enforcer: a unit with "when played, discard 1"
const FURY = 'ogn-007-298';
const BODY = 'ogn-126-298';
const CORSAIR = 'ogn-130-298';
const DECK = [{ card: CORSAIR }, { card: CORSAIR }, { card: CORSAIR }];

/** Player 1's turn; player 0 holds Long Sword with ready runes and a unit to equip. */
function opponentsTurn(unit: string) {
  const t = duel(
    { hand: [{ card: SWORD }], base: [{ card: PORO }], runes: [FURY, FURY, BODY], deck: DECK },
    { hand: [{ card: unit }], runes: [FURY, FURY, FURY, BODY], deck: DECK },
  );
  t.act('end the turn');
  expect(t.decision()).toMatchObject({ player: 1, kind: 'action' });
  return t;
}

/** Plays `name` for player 1 and answers player 1's own follow-ups; returns every decision seen. */
function play(t: ReturnType<typeof opponentsTurn>, name: string): Decision[] {
  const seen: Decision[] = [];
  t.act(`play ${name}`, 1);
  for (let i = 0; i < 12; i++) {
    const d = t.decision();
    if (!d) break;
    seen.push(d);
    if (d.player !== 1 || d.kind === 'action') break;
    if (d.domain.type === 'pick') t.choose(d.domain.options[0].id, 1);
    else t.answer([], 1);
  }
  return seen;
}

describe('RB 333.1.c: a played unit resolves at once, leaving no window for Reactions', () => {
  it('RB 333.1.c, RB 356.2: player 1 plays a unit; player 0 with Quick-Draw gear and ready runes is not asked', () => {
    const t = opponentsTurn(PORO);
    const seen = play(t, 'Pouty Poro');
    expect(seen.every((d) => d.player === 1)).toBe(true);
    expect(t.decision()!.kind).toBe('action');
    expect(t.decision()!.player).toBe(1);
    expect(
      Object.values(t.state.objects).some(
        (o) => o.card === PORO && o.controller === 1 && o.zone !== 'p1:hand',
      ),
    ).toBe(true);
  });

  it('RB 333.1.c.3, RB 335.2, RB 745.1.b: a play trigger on the chain gives player 0 priority, and Long Sword may be played', () => {
    const t = opponentsTurn(ENFORCER);
    const seen = play(t, 'Chemtech Enforcer');
    const asked = seen.find((d) => d.player === 0);
    expect(asked).toBeDefined();
    expect(asked!.kind).toBe('priority');
    expect(t.labels(0).some((l) => l.includes('Long Sword'))).toBe(true);
  });
});
