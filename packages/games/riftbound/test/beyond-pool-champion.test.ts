/**
 * RB 103.2.a.3 and RB 107.2.b.1: the Chosen Champion is remembered by the card chosen for the slot
 * (`g.chosen`), so any Champion unit of that name counts as it anywhere, and one told to return to
 * the Champion Zone goes there only while the zone is empty. No card of the pool says "your Chosen
 * Champion" of another zone nor returns a card to the Champion Zone: test-only cards do, written in
 * the effect vocabulary and played through the whole engine with the kit's `duel()`.
 */
import { domainOptions, optionText } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import riftbound from '../src/index.ts';
import { characteristics } from '../src/rules/450-layers.ts';
import { select } from '../src/rules/vocabulary.ts';
import { Z } from '../src/state.ts';
import { checkWindows, duel, runes, scopeFor, testCard, text } from './kit.ts';

checkWindows();

/** The chosen champion, a second printing of it (another card id, the same name), another champion. */
const CHAMP = testCard({
  id: 'tst-ccchamp',
  name: text('Test Champion'),
  type: 'unit',
  supertype: 'champion',
  might: 3,
});
const CHAMP_ALT = testCard({
  id: 'tst-ccchampalt',
  name: text('Test Champion'),
  type: 'unit',
  supertype: 'champion',
  might: 3,
});
const OTHER = testCard({ id: 'tst-ccother', type: 'unit', supertype: 'champion', might: 3 });
/** "Return your Chosen Champion on the board to your hand" (said of the board: RB 103.2.a.3). */
const CALL_BACK = testCard({
  id: 'tst-cccallback',
  type: 'spell',
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit', chosen: true } }],
      steps: [{ do: 'return', what: 0, to: 'hand' }],
    },
  ],
});
/** "Return your Chosen Champion in your Champion Zone to your hand" (RB 352.8.a.5). */
const SUMMON = testCard({
  id: 'tst-ccsummon',
  type: 'spell',
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit', zone: 'champion' } }],
      steps: [{ do: 'return', what: 0, to: 'hand' }],
    },
  ],
});
/** "Return a friendly unit to your Champion Zone" (RB 107.2.b.1). */
const ENSHRINE = testCard({
  id: 'tst-ccenshrine',
  type: 'spell',
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit', side: 'friendly' } }],
      steps: [{ do: 'return', what: 0, to: 'champion' }],
    },
  ],
});

describe('RB 103.2.a.3: every Champion unit of the chosen name is the Chosen Champion', () => {
  it('RB 103.2.a.3: a second copy, on the board or in hand, counts; another champion and the opponent’s copy do not', () => {
    const t = duel(
      {
        hand: [CALL_BACK, { card: CHAMP_ALT, tag: 'inHand' }, OTHER],
        runes: runes(1),
        champion: { card: CHAMP, tag: 'slot' },
        base: [
          { card: CHAMP, tag: 'copy' },
          { card: OTHER, tag: 'other' },
        ],
      },
      { champion: CHAMP, base: [{ card: CHAMP, tag: 'theirs' }] },
    );
    expect(t.state.g.chosen).toEqual([CHAMP, CHAMP]);
    const chars = characteristics(t.state);
    const inHand = select(t.state, chars, { kind: 'unit', zone: 'hand', chosen: true }, scopeFor(t.state, 0));
    expect(inHand).toEqual([t.tagged('inHand').id]);
    // Only the copy on player 0's board is a legal target (the other champion and the opponent's
    // copy are not): the single target is taken without asking and the spell waits on the chain.
    t.act(`play ${CALL_BACK}`);
    expect(t.kind).toBe('priority');
    t.passUntil('action');
    expect(t.zone(Z.hand(0)).filter((c) => c === CHAMP)).toHaveLength(1);
    expect(t.zone(Z.base(0))).toEqual([OTHER]);
    expect(t.tagged('other').zone).toBe(Z.base(0));
    expect(t.tagged('theirs').zone).toBe(Z.base(1));
    // The one in the Champion Zone is still the Chosen Champion too.
    expect(t.tagged('slot').zone).toBe(Z.champion(0));
  });

  it('RB 103.2.a.3: with no copy of the chosen name on the board, the spell has no target', () => {
    const t = duel({ hand: [CALL_BACK], runes: runes(1), champion: CHAMP, base: [OTHER] }, { base: [CHAMP] });
    const labels = domainOptions(t.decision()!).map((o) => optionText(riftbound, o, 'en'));
    expect(labels).not.toContain(`play ${CALL_BACK}`);
    expect(labels.length).toBeGreaterThan(0);
  });
});

describe('RB 107.2.b.1: a Chosen Champion returns to the Champion Zone only while it is empty', () => {
  it('RB 107.2.b.1: with the Champion Zone occupied, the copy stays on the board', () => {
    const t = duel({
      hand: [ENSHRINE],
      runes: runes(1),
      champion: { card: CHAMP, tag: 'slot' },
      base: [{ card: CHAMP, tag: 'copy' }],
    });
    t.act(`play ${ENSHRINE}`);
    t.passUntil('action');
    expect(t.logged('RB 107.2.b.1', 'rb.champion-not-returned')).toBe(1);
    expect(t.zone(Z.base(0))).toEqual([CHAMP]);
    expect(t.zone(Z.champion(0))).toEqual([CHAMP]);
  });

  /** Empty the Champion Zone (RB 107.2.c: its card may leave it), then play the Enshrine. */
  const emptyThenEnshrine = (onBase: string) => {
    const t = duel({ hand: [SUMMON, ENSHRINE], runes: runes(2), champion: CHAMP, base: [onBase] });
    t.act(`play ${SUMMON}`);
    t.passUntil('action');
    expect(t.zone(Z.champion(0))).toEqual([]);
    t.act(`play ${ENSHRINE}`);
    t.passUntil('action');
    return t;
  };

  it('RB 107.2.b.1, RB 103.2.a.3: with it empty, a Champion unit of the chosen name returns to it', () => {
    const t = emptyThenEnshrine(CHAMP_ALT);
    expect(t.logged('RB 107.2.b.1', 'rb.champion-returned')).toBe(1);
    expect(t.zone(Z.champion(0))).toEqual([CHAMP_ALT]);
    expect(t.zone(Z.base(0))).toEqual([]);
  });

  it('RB 107.2.b: a champion that is not the Chosen Champion is never put there', () => {
    const t = emptyThenEnshrine(OTHER);
    expect(t.logged('RB 107.2.b.1', 'rb.champion-not-returned')).toBe(1);
    expect(t.zone(Z.champion(0))).toEqual([]);
    expect(t.zone(Z.base(0))).toEqual([OTHER]);
  });
});
