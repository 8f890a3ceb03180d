/**
 * Log entries keep what was public when they were written (issue 16): a card everyone saw when the
 * entry was logged stays named after it went somewhere hidden, whatever the entry's reference was
 * made with; a card no one else saw stays hidden. Checked by permuting what a viewer cannot see:
 * the viewer's log is the same in every such world.
 */
import { describe, expect, it } from 'vitest';
import {
  Ctx,
  cloneState,
  createGame,
  type LogEntry,
  type ObjRef,
  permuteHidden,
  Rng,
  redactLog,
  type State,
} from '../src/index.ts';
import duel from './fixtures/tiny-duel.ts';

function start() {
  const log: LogEntry[] = [];
  const s = createGame(
    duel,
    { seed: 'log-visibility', players: 2, decks: [duel.decks.ready[0], duel.decks.ready[0]] },
    log,
  );
  return { s, log, ctx: new Ctx(s, duel, log) };
}

describe('log entries remember what was public when written', () => {
  it('a card logged face up on the pile stays named after it turns face down there (same id), but not by its id', () => {
    const { s, log, ctx } = start();
    const moved = ctx.move(s.zones['p0:hand'].objects[0], 'p0:pile');
    // A bare reference (not made with ctx.ref) is marked when the entry is written.
    ctx.log('DUEL 3', 'duel.card', { c: { obj: moved.id } });
    ctx.setFaceDown(moved.id, true);
    const seen = redactLog(s, duel, log, 1).at(-1)!;
    expect(seen.msg.args!.c).toEqual({ obj: -1, card: moved.card, pub: true });
    // Its controller still sees the face-down card itself: named with its id.
    expect(redactLog(s, duel, log, 0).at(-1)!.msg.args!.c).toMatchObject({ obj: moved.id, card: moved.card });
    // A spectator too reads the name written when it was public.
    expect(redactLog(s, duel, log, null).at(-1)!.msg.args!.c).toMatchObject({ card: moved.card });
  });

  it('a reference inside a nested message and in an `alt` text is marked as well', () => {
    const { s, log, ctx } = start();
    const moved = ctx.move(s.zones['p0:hand'].objects[0], 'p0:pile');
    ctx.log(
      'DUEL 3',
      'duel.card',
      { c: { key: 'duel.card', args: { c: [{ obj: moved.id }] } } },
      { to: [0], alt: { key: 'duel.card', args: { c: { obj: moved.id } } } },
    );
    ctx.setFaceDown(moved.id, true);
    const mine = redactLog(s, duel, log, 0).at(-1)!;
    expect(JSON.stringify(mine.msg)).toContain(moved.card);
    const theirs = redactLog(s, duel, log, 1).at(-1)!;
    expect(theirs.msg.args!.c).toEqual({ obj: -1, card: moved.card, pub: true });
  });

  it('a card logged while only its owner could see it stays hidden from the opponent when it later turns face up in place', () => {
    const { s, log, ctx } = start();
    const card = s.zones['p0:hand'].objects[0];
    ctx.log('DUEL 3', 'duel.card', { c: ctx.ref(card) });
    expect(log.at(-1)!.msg.args!.c).not.toHaveProperty('pub');
    // It goes to the deck (hidden) as a new object; the entry does not follow it.
    const back = ctx.move(card, 'p0:deck');
    expect(redactLog(s, duel, log, 1).at(-1)!.msg.args!.c).toEqual({ obj: -1, hidden: true });
    expect(back.id).not.toBe(card);
  });
});

/**
 * The same steps in two worlds that look alike to `viewer`: the cards of what the viewer cannot
 * see are shuffled (owner by owner), positions and ids stay, so the steps can be replayed by id.
 */
function bothWorlds(viewer: 0 | 1 | null, seed: string) {
  const { s } = start();
  const a = cloneState(s);
  // Player 0's hand is left as it is (player 0 plays from it in public).
  const b = permuteHidden(s, duel, viewer, new Rng(seed), [0]);
  return [a, b].map((state) => ({ state, log: [] as LogEntry[] }));
}

/** Cards go public and hidden again, each step logged; `state` is one of the two worlds. */
function script(state: State, log: LogEntry[]): void {
  const ctx = new Ctx(state, duel, log);
  // A card of player 0's hand goes on the pile (public), then turns face down there.
  const played = ctx.move(state.zones['p0:hand'].objects[0], 'p0:pile');
  ctx.log('DUEL 3', 'duel.card', { c: ctx.ref(played.id) });
  ctx.setFaceDown(played.id, true);
  ctx.log('DUEL 3', 'duel.card', { c: ctx.ref(played.id) });
  // Back into the hand (a new object, hidden from player 1), named while it moves.
  const back = ctx.move(played.id, 'p0:hand');
  ctx.log('DUEL 3', 'duel.card', { c: ctx.ref(back.id), was: ctx.ref(played.id) });
  // Player 0 draws: the card is named to player 0 only.
  const top = state.zones['p0:deck'].objects.at(-1)!;
  const drawn = ctx.move(top, 'p0:hand');
  ctx.log(
    'DUEL 2',
    'duel.card',
    { c: ctx.ref(drawn.id) },
    { to: [0], alt: { key: 'duel.draw', args: { player: 0 } } },
  );
  ctx.log('DUEL 2', 'duel.card', { c: ctx.ref(drawn.id) });
  // Player 1's deck top, named in a message to everyone while it stays hidden.
  const theirs = state.zones['p1:deck'].objects.at(-1)!;
  ctx.log('DUEL 2', 'duel.card', { c: ctx.ref(theirs) });
  ctx.move(theirs, 'p1:deck', { position: 'bottom' });
  ctx.forgetLastKnown();
}

describe("permuting what a viewer cannot see leaves the viewer's log unchanged", () => {
  for (const viewer of [1, null] as const) {
    it(`viewer ${viewer === null ? 'spectator' : `player ${viewer}`}: identical logs in worlds that differ only in hidden cards`, () => {
      let differed = 0;
      for (const seed of ['p1', 'p2', 'p3', 'p4', 'p5', 'p6']) {
        const [a, b] = bothWorlds(viewer, seed);
        script(a.state, a.log);
        script(b.state, b.log);
        const ra = JSON.stringify(redactLog(a.state, duel, a.log, viewer));
        const rb = JSON.stringify(redactLog(b.state, duel, b.log, viewer));
        expect(ra).toBe(rb);
        // The card is named in the entry written while it was public (it has since turned face
        // down and gone back into the hand), not in the one written after it turned face down.
        const played = (a.log[0].msg.args!.c as ObjRef).card;
        const read = redactLog(a.state, duel, a.log, viewer);
        expect(read[0].msg.args!.c).toMatchObject({ card: played, pub: true });
        expect(read[1].msg.args!.c).toEqual({ obj: -1, hidden: true });
        // The worlds really differ: player 0 reads another drawn card in at least one of them.
        if (
          JSON.stringify(redactLog(a.state, duel, a.log, 0)) !==
          JSON.stringify(redactLog(b.state, duel, b.log, 0))
        )
          differed++;
      }
      expect(differed).toBeGreaterThan(0);
    });
  }
});

describe('the game-over line (issue 16)', () => {
  it("names the winner, the game's reason and the rule that ended the game", () => {
    const { s, log, ctx } = start();
    const reason = { key: 'duel.scored', args: { player: 1, n: 10 } };
    ctx.end({ winners: [1], draw: false, rule: 'DUEL 9', reason });
    expect(log.at(-1)).toEqual({
      seq: log.length - 1,
      rule: 'DUEL 9',
      msg: { key: 'k.game-over-why', args: { result: { key: 'k.winner', args: { player: '1' } }, reason } },
    });
    expect(s.result?.reason).toEqual(reason);
  });
});
