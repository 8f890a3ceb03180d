/**
 * What the lobby and the trace compute in the browser: a pasted deck file read in JSON or YAML and
 * checked against the game's deck-building rules with every violation listed (one-line reasons for
 * a file that cannot be read), and the rule a citation names (exact, or its nearest parent in the
 * game's list), from each game's `rules()`.
 */
import { describe, expect, it } from 'vitest';
import { ruleText } from '../src/games.ts';
import { checkDeckText } from '../src/lobby/deck.ts';
import { agentChoices } from '../src/lobby/Lobby.tsx';

describe('a pasted deck', () => {
  it('a legal ready deck pasted as JSON or YAML is accepted', async () => {
    const fftcg = (await import('@arbiter/fftcg')).default;
    const ready = fftcg.decks.ready[0];
    const json = checkDeckText(JSON.stringify({ name: ready.name, cards: ready.cards }), 'fftcg');
    expect(json.ok).toBe(true);
    const yaml = `game: fftcg\nname: ${ready.name}\ncards:\n${Object.entries(ready.cards)
      .map(([id, n]) => `  ${id}: ${n}`)
      .join('\n')}\n`;
    const y = checkDeckText(yaml, 'fftcg');
    expect(y.ok && y.cards).toBe(50);
  });

  it('FFTCG 8.1.1.1, FFTCG 8.1.1.2, FFTCG 5.2.5.1: every violation is listed with its rule', () => {
    const r = checkDeckText('name: bad\ncards:\n  NOPE: 1\n  F01: 4\n', 'fftcg');
    expect(r.ok).toBe(false);
    if (r.ok || !('violations' in r)) throw new Error('expected violations');
    expect(r.violations.map((v) => v.rule).sort()).toEqual([
      'FFTCG 5.2.5.1',
      'FFTCG 8.1.1.1',
      'FFTCG 8.1.1.2',
    ]);
  });

  it('a file that cannot be read gets a one-line reason, cut short', () => {
    const cases: [string, RegExp][] = [
      ['{ "name": ', /JSON|Unexpected|end/i],
      ['name: x\ncards: 3\n', /missing "cards"/],
      ['cards: {}\n', /missing "name"/],
      ['name: x\ncards:\n  F01: 0\n', /at least 1/],
      ['name: x\ncards: {}\nsideboard: {}\n', /unknown key "sideboard"/],
      ['game: kaling\nname: x\ncards: {}\n', /for game "kaling", not "fftcg"/],
      [`name: x\ncards:\n  ${'A'.repeat(500)}: 0\n`, /at least 1/],
    ];
    for (const [text, why] of cases) {
      const r = checkDeckText(text, 'fftcg');
      expect(r.ok).toBe(false);
      if (r.ok || !('unreadable' in r)) throw new Error(`expected unreadable for ${text.slice(0, 40)}`);
      expect(r.unreadable).toMatch(why);
      expect(r.unreadable).not.toContain('\n');
      expect(r.unreadable.length).toBeLessThan(160);
    }
  });
});

describe('rule texts for the trace', () => {
  it('an exact citation finds its rule with zh and en titles', () => {
    const r = ruleText('fftcg', 'FFTCG 12.4.1');
    expect(r.entry?.id).toBe('12.4.1');
    expect(r.entry?.title.zh).toBeTruthy();
    expect(r.parent).toBeNull();
  });

  it('a citation finer than the list falls back to the nearest rule above it, and says so', () => {
    const exact = ruleText('sgs-chess', 'SGS 2.14-回复体力前');
    expect(exact.entry?.id).toBe('2.14-回复体力前');
    const finer = ruleText('kaling', 'KALING 3.5.1-4-x');
    expect(finer.entry?.id).toBe('3.5.1-4');
    expect(finer.parent).toBe('3.5.1-4');
    expect(ruleText('fftcg', 'NOT A RULE').entry).toBeNull();
  });
});

describe('AI strength', () => {
  it('known agents are offered weakest first, others after them in the server’s order', () => {
    expect(agentChoices(['mcts', 'x', 'random', 'greedy']).map((a) => a.name)).toEqual([
      'random',
      'greedy',
      'mcts',
      'x',
    ]);
  });
});
