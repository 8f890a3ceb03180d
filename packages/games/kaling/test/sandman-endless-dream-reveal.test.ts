/**
 * KALING 5-1 with 沙德曼 【无尽之梦】 ("从手牌或卡组里将1张【睡神沙德曼】超越降临"): found by
 * `arbiter fuzz kaling --seed long --game 'long#445'` (check `permute`). Two worlds that look the same
 * to player 0 — player 1's Sleep God in hand, or in the deck in place of a hidden card — must ask the
 * same questions, and where the Sleep God is taken from (which changes the public size of the deck)
 * must be shown to everyone, in the log, by the kernel's reveal; before, it was taken silently (the
 * deck count told the opponent what the hand held), and the player was asked "hand or deck?" only when
 * both held one.
 */
import {
  domainOptions,
  KERNEL_CATALOG,
  type LogEntry,
  openDecisions,
  redactLog,
  renderMsg,
  submit,
  viewFor,
} from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import kaling from '../src/index.ts';
import { board, fld, type St } from './helpers.ts';

const VIEWER = 0;

/** Player 1's hand and deck in one world; the same sizes in both, so the worlds differ only in hidden cards. */
function world(hand: string[], deck: string[]): St {
  return board({
    turn: 3,
    active: 0,
    players: [
      { deck: ['sun-child', 'sun-child'], field: [fld('breeze-swordsman', 'C3')] },
      { deck, hand, field: [fld('sandman', 'C4')] },
    ],
  }).s;
}

const catalog = { ...KERNEL_CATALOG, ...kaling.catalog };

/** Answer the first open question with the option whose id is `what` or whose English label contains it. */
function answer(s: St, log: LogEntry[], what: string): void {
  const d = openDecisions(s)[0];
  const o = domainOptions(d).find(
    (x) => x.id === what || renderMsg(x.label, 'en', catalog, (c, l) => kaling.cardName(c, l)).includes(what),
  );
  if (!o) throw new Error(`no option "${what}" in ${d.kind}`);
  const r = submit(s, kaling, { player: d.player, answer: [o.id] }, log);
  if (!r.ok) throw new Error(r.error.message);
}

/**
 * Breeze attacks Sandman, which is cleared in battle; player 1 activates Endless Dream and answers
 * "from hand". Returns every question asked (who, what kind), chain windows included.
 */
function play(s: St, log: LogEntry[]): string[] {
  const asked: string[] = [];
  const summoned = () => s.zones.field.objects.some((id) => s.objects[id].card === 'sleep-god-sandman');
  for (let i = 0; i < 80 && !summoned(); i++) {
    const d = openDecisions(s)[0];
    if (!d) break;
    asked.push(`${d.player}:${d.kind}`);
    const ids = domainOptions(d).map((o) => o.id);
    if (d.kind === 'action') answer(s, log, 'Attack with Breeze');
    else if (d.kind === 'target') answer(s, log, ids[0]);
    else if (d.kind === 'resistance') answer(s, log, 'ap');
    else if (d.kind === 'chain')
      answer(
        s,
        log,
        d.player === 1 && ids.length > 1 && !asked.includes('1:choice') ? 'Endless Dream' : 'pass',
      );
    else if (d.kind === 'choice') answer(s, log, 'c1');
    else answer(s, log, ids.includes('C4') ? 'C4' : ids[0]);
  }
  return asked;
}

describe('KALING 5-1 沙德曼 【无尽之梦】 leaks nothing about the hand', () => {
  const handWorld = world(['sleep-god-sandman'], ['sun-child', 'sleep-god-sandman', 'sun-child']);
  const deckWorld = world(['sun-child'], ['sun-child', 'sleep-god-sandman', 'sleep-god-sandman']);
  const logHand: LogEntry[] = [];
  const logDeck: LogEntry[] = [];
  const askedHand = play(handWorld, logHand);
  const askedDeck = play(deckWorld, logDeck);

  it('both worlds summon the Sleep God, from the hand in one and from the deck in the other', () => {
    for (const s of [handWorld, deckWorld])
      expect(s.zones.field.objects.map((id) => s.objects[id].card)).toContain('sleep-god-sandman');
    expect(handWorld.zones['p1:deck'].objects.length).toBe(3);
    expect(deckWorld.zones['p1:deck'].objects.length).toBe(2);
  });

  it('asks the same questions whatever the hidden hand holds (the player is always asked "hand or deck?")', () => {
    expect(askedHand).toContain('1:choice');
    expect(askedDeck).toEqual(askedHand);
  });

  it("shows the opponent where the Sleep God came from (the deck's public count changes)", () => {
    const shown = (s: St, log: LogEntry[]) =>
      redactLog(s, kaling, log, VIEWER)
        .map((e) => JSON.stringify(e.msg))
        .filter((m) => m.includes('kl.sleep-god-from-'));
    const inHand = shown(handWorld, logHand);
    const inDeck = shown(deckWorld, logDeck);
    expect(inHand).toHaveLength(1);
    expect(inHand[0]).toContain('kl.sleep-god-from-hand');
    expect(inHand[0]).toContain('kl.card.sleep-god-sandman');
    expect(inDeck).toHaveLength(1);
    expect(inDeck[0]).toContain('kl.sleep-god-from-deck');
    expect(inDeck[0]).toContain('kl.card.sleep-god-sandman');
    // No object id of a card that was in the deck.
    expect(inDeck[0]).not.toContain('"obj"');
    // The hidden hand card itself stays hidden in the world where it was not taken.
    expect(JSON.stringify(viewFor(deckWorld, kaling, VIEWER).zones['p1:hand'])).not.toContain('sun-child');
  });
});
