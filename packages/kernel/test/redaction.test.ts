/**
 * Hidden information in logs over time: a message naming an object is redacted by what a viewer
 * could know, also after the object moved on and its last known information was dropped.
 */
import { describe, expect, it } from 'vitest';
import { Ctx, createGame, type LogEntry, redactLog, viewFor } from '../src/index.ts';
import duel from './fixtures/tiny-duel.ts';

function start() {
  const log: LogEntry[] = [];
  const s = createGame(
    duel,
    { seed: 'r', players: 2, decks: [duel.decks.ready[0], duel.decks.ready[0]] },
    log,
  );
  return { s, log, ctx: new Ctx(s, duel, log) };
}

describe('log redaction', () => {
  it('a card named while in a hand stays hidden from the opponent after it moved to a hidden zone and was forgotten', () => {
    const { s, log, ctx } = start();
    const card = s.zones['p0:hand'].objects[0];
    ctx.log('DUEL 3', 'duel.card', { c: ctx.ref(card) });
    const before = redactLog(s, duel, log, 1).at(-1)!;
    expect(before.msg.args!.c).toEqual({ obj: -1, hidden: true });
    ctx.move(card, 'p0:deck'); // back into the deck: still secret
    ctx.forgetLastKnown();
    const after = redactLog(s, duel, log, 1).at(-1)!;
    expect(after.msg.args!.c).toEqual({ obj: -1, hidden: true });
  });

  it('a card named while public stays named after it moved and was forgotten', () => {
    const { s, log, ctx } = start();
    const card = s.zones['p0:hand'].objects[0];
    const moved = ctx.move(card, 'p0:pile');
    ctx.log('DUEL 3', 'duel.card', { c: ctx.ref(moved.id) });
    ctx.move(moved.id, 'p0:deck');
    ctx.forgetLastKnown();
    const entry = redactLog(s, duel, log, 1).at(-1)!;
    expect(entry.msg.args!.c).toMatchObject({ obj: moved.id, card: moved.card });
  });

  it('shuffling a zone forgets who had seen its objects (their positions are no longer known)', () => {
    const { s, ctx } = start();
    const deck = s.zones['p1:deck'].objects;
    const top = deck[deck.length - 1];
    ctx.reveal(top, [0]);
    expect(viewFor(s, duel, 0).zones['p1:deck'].objects.at(-1)!.card).toBe(s.objects[top].card);
    ctx.shuffle('p1:deck');
    expect(viewFor(s, duel, 0).zones['p1:deck'].objects.every((o) => o.hidden && o.card === undefined)).toBe(
      true,
    );
  });
});
