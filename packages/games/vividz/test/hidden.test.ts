/**
 * Hidden information by permutation (principle 5): what a player cannot see — the opponent's hand
 * and Keep (VZ 509.3, decisions D12), both decks (VZ 504.2), the opponent's face-down missions
 * (VZ 501.3b) — is shuffled among the hidden objects before a step. Unless the step itself shows
 * one of the shuffled cards, the viewer's view afterwards must be the same: the same zones, the same
 * questions to them and their options in the same order, the same players waited for (who is asked
 * and when) and the same log lines.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Answer,
  canSee,
  canSeeId,
  cloneState,
  createGame,
  type LogEntry,
  openDecisions,
  parseScenario,
  Rng,
  randomAnswer,
  redactLog,
  runScenario,
  submit,
  viewFor,
} from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import vividz from '../src/index.ts';
import type { VzState } from '../src/state.ts';

const decks = vividz.decks.ready;

/**
 * A copy of `state` in which the cards of the objects none of `players` can see are shuffled
 * among themselves: missions among missions, other cards among other cards (a deck card may become
 * a hand card of the opponent and so on). Returns the copy and the ids whose card changed.
 */
function permuteHidden(
  state: VzState,
  players: number[],
  rng: Rng,
): { state: VzState; changed: Set<number> } {
  const copy = cloneState(state);
  const changed = new Set<number>();
  const groups = new Map<string, number[]>();
  for (const o of Object.values(copy.objects)) {
    if (!copy.zones[o.zone] || players.some((p) => canSee(copy, vividz, o, p))) continue;
    const group = o.zone.endsWith(':mission') ? 'mission' : 'other';
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group)!.push(o.id);
  }
  for (const ids of groups.values()) {
    const cards = ids.map((id) => copy.objects[id].card);
    for (let i = cards.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [cards[i], cards[j]] = [cards[j], cards[i]];
    }
    ids.forEach((id, i) => {
      if (copy.objects[id].card !== cards[i]) changed.add(id);
      copy.objects[id].card = cards[i];
    });
  }
  return { state: copy, changed };
}

/** The cards `viewer` sees or saw (last known information of objects gone), by object id. */
function seenCards(state: VzState, viewer: number): Map<number, string> {
  const seen = new Map<number, string>();
  for (const o of Object.values(state.objects))
    if (state.zones[o.zone] && canSee(state, vividz, o, viewer)) seen.set(o.id, o.card);
  for (const [id, last] of Object.entries(state.lki))
    if (canSeeId(state, vividz, Number(id), viewer)) seen.set(Number(id), last.card);
  return seen;
}

function sameSeen(a: Map<number, string>, b: Map<number, string>): boolean {
  if (a.size !== b.size) return false;
  for (const [id, card] of a) if (b.get(id) !== card) return false;
  return true;
}

describe('vividz hidden information by permutation', () => {
  it('VZ 501.3c / VZ 504.2 / VZ 509.3 / VZ 501.3b: shuffling what a player cannot see changes nothing they see, are asked or read', () => {
    let compared = 0;
    let asked = 0;
    let revealed = 0;
    for (let game = 0; game < 3; game++) {
      const log: LogEntry[] = [];
      const state = createGame(
        vividz,
        { seed: `hidden${game}`, players: 2, decks: [decks[game % 2], decks[(game + 1) % 2]] },
        log,
      ) as VzState;
      const rng = new Rng(`hidden-walk${game}`);
      for (let i = 0; i < 400 && !state.result; i++) {
        const open = openDecisions(state);
        const d = open[rng.int(open.length)];
        const answer: Answer = randomAnswer(d.domain, rng);
        const viewer = rng.int(2);
        // The question to d.player was made from what they know: when they are not the viewer, shuffle
        // only what neither of them sees (the decks), else the question would name other cards.
        const permuted = permuteHidden(state, d.player === viewer ? [viewer] : [viewer, d.player], rng);
        const logA: LogEntry[] = [];
        const logB: LogEntry[] = [];
        const a = cloneState(state);
        const okA = submit(a, vividz, { player: d.player, answer }, logA).ok;
        expect(okA).toBe(true);
        const b = permuted.state;
        const okB = submit(b, vividz, { player: d.player, answer }, logB).ok;
        if (d.player === viewer) {
          // The viewer's own answer cannot depend on what they cannot see.
          expect(okB, `game ${game} step ${i}: the viewer's answer refused after the shuffle`).toBe(true);
        }
        if (okB) {
          if (!sameSeen(seenCards(a, viewer), seenCards(b, viewer))) {
            revealed++; // the step showed one of the shuffled cards (a draw, a play, a scout, ...)
          } else {
            const va = viewFor(a, vividz, viewer);
            const vb = viewFor(b, vividz, viewer);
            const where = `game ${game} step ${i} viewer ${viewer}`;
            expect(vb.waitingFor, `${where}: who is asked`).toEqual(va.waitingFor);
            expect(vb.decisions, `${where}: the viewer's questions`).toEqual(va.decisions);
            expect(vb, where).toEqual(va);
            expect(redactLog(b, vividz, logB, viewer), `${where}: the log`).toEqual(
              redactLog(a, vividz, logA, viewer),
            );
            compared++;
            if (va.decisions.length) asked++;
          }
        }
        // Go on with the real game.
        expect(submit(state, vividz, { player: d.player, answer }, log).ok).toBe(true);
      }
    }
    // The test compared many steps, many with a question to the viewer (it can fail).
    expect(compared).toBeGreaterThan(250);
    expect(asked).toBeGreaterThan(100);
    expect(revealed).toBeGreaterThan(0);
  });

  it('VZ 501.3b / VZ 903.1b / decisions D12: a view is made without reading any card hidden from its viewer (completed missions, the Keep, hands, decks) or the count of changes', () => {
    let checked = 0;
    for (let game = 0; game < 2; game++) {
      const state = createGame(vividz, {
        seed: `unread${game}`,
        players: 2,
        decks: [decks[game % 2], decks[(game + 1) % 2]],
      }) as VzState;
      const rng = new Rng(`unread-walk${game}`);
      for (let i = 0; i < 300 && !state.result; i++) {
        for (const viewer of [0, 1]) {
          // The state's version counts every change, hidden ones too: no view may depend on it
          // (decisions D27 keeps state versions in the game's data).
          const later = cloneState(state);
          later.version += 17;
          expect(viewFor(later, vividz, viewer)).toEqual(viewFor(state, vividz, viewer));
          if (i % 5 === 0) {
            // Unknown card names on every hidden object: reading one would throw "unknown card".
            const marked = cloneState(state);
            for (const o of Object.values(marked.objects))
              if (marked.zones[o.zone] && !canSee(marked, vividz, o, viewer)) o.card = `SECRET-${o.id}`;
            expect(JSON.stringify(viewFor(marked, vividz, viewer))).not.toContain('SECRET');
          }
          checked++;
        }
        const open = openDecisions(state);
        const d = open[rng.int(open.length)];
        expect(submit(state, vividz, { player: d.player, answer: randomAnswer(d.domain, rng) }).ok).toBe(
          true,
        );
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('decisions D27: the state versions a waiting state trigger keeps are not shown', () => {
    const file = join(import.meta.dirname, '..', 'scenarios', 'state-trigger-no-endless-loop-908.5a.yaml');
    const { state } = runScenario(vividz, parseScenario(readFileSync(file, 'utf8'), file));
    expect(Object.keys((state as VzState).g.dormant ?? {})).toHaveLength(1);
    // The same game after 17 more hidden changes (a longer search, say): versions all moved on.
    const later = cloneState(state) as VzState;
    later.version += 17;
    for (const key of Object.keys(later.g.dormant ?? {})) later.g.dormant![key] += 17;
    for (const viewer of [0, 1])
      expect(viewFor(later, vividz, viewer)).toEqual(viewFor(state, vividz, viewer));
  });
});
