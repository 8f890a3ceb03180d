/**
 * A refused answer shows the engine's reason (issue 15): the kernel's refusal of a real game's
 * decision, as the server forwards it, becomes the words under the decision.
 */
import { createGame, openDecisions, submit } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { moduleOf } from '../src/games.ts';
import { refusalText } from '../src/table/refusal.ts';

describe('a refused answer', () => {
  it("shows the engine's own message for an answer outside the decision", () => {
    const fftcg = moduleOf('fftcg')!;
    const state = createGame(fftcg, {
      seed: 'refusal',
      players: 2,
      decks: [fftcg.decks.ready[0], fftcg.decks.ready[0]],
    });
    const d = openDecisions(state)[0];
    const r = submit(state, fftcg, {
      player: d.player,
      answer: ['no-such-option'],
      pending: state.pending!.id,
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    // As the server forwards it (packages/server/src/table.ts).
    const reply = {
      code: 'refused',
      decision: { code: r.error.code, message: r.error.message, rule: r.error.rule },
    };
    const text = refusalText(reply, 'fallback', 'fftcg', 'en');
    expect(text).toBe(r.error.message);
    expect(text).toContain('no-such-option');
  });

  it("a rule's refusal is its reason in the reader's language, with the rule's id", () => {
    const reply = {
      code: 'refused',
      decision: {
        code: 'rule-violation',
        message: 'fftcg.priority',
        rule: 'FFTCG 11.1.1',
        reason: { key: 'fftcg.priority', args: { player: 1 } },
      },
    };
    expect(refusalText(reply, 'x', 'fftcg', 'en')).toBe('Player 1 has priority [FFTCG 11.1.1]');
    const zh = refusalText(reply, 'x', 'fftcg', 'zh');
    expect(zh).toMatch(/\[FFTCG 11\.1\.1\]$/);
    expect(zh).not.toContain('Player');
  });

  it('a stale answer is no refusal; a broken reply still says something', () => {
    expect(refusalText({ code: 'stale', decision: { message: 'stale' } }, 'x', 'fftcg', 'en')).toBeNull();
    expect(refusalText(null, 'connection lost', 'fftcg', 'en')).toBe('connection lost');
  });
});
