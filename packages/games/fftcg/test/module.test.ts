import { readFileSync } from 'node:fs';
import { createGame, InputError, parseScenario, runScenario, viewFor } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { CARDS } from '../src/cards/cards.ts';
import fftcg from '../src/index.ts';

describe('module surface', () => {
  it("renders the board in zh and en without the opponent's hand", () => {
    const s = createGame(fftcg, {
      seed: 'r',
      players: 2,
      decks: [fftcg.decks.ready[0], fftcg.decks.ready[1]],
    });
    for (const lang of ['zh', 'en'] as const) {
      const text = fftcg.renderText!(viewFor(s, fftcg, 0), lang);
      expect(text).toContain(lang === 'zh' ? '手牌' : 'Hand');
      const oppHand = s.zones['p1:hand'].objects.map((id) => CARDS[s.objects[id].card].name[lang]);
      const myHand = s.zones['p0:hand'].objects.map((id) => CARDS[s.objects[id].card].name[lang]);
      for (const n of myHand) expect(text).toContain(n);
      for (const n of oppHand) if (!myHand.includes(n)) expect(text).not.toContain(n);
    }
  });

  it('every card has zh and en names and texts, every catalog entry both languages', () => {
    expect(Object.keys(CARDS).length).toBeGreaterThanOrEqual(60);
    const els = new Set(Object.values(CARDS).flatMap((c) => c.els));
    expect(els.size).toBe(8);
    for (const c of Object.values(CARDS)) {
      expect(fftcg.cardName(c.id, 'zh')).toBe(c.name.zh);
      expect(c.text.en.length).toBeGreaterThan(0);
    }
    for (const [k, t] of Object.entries(fftcg.catalog)) {
      expect(t.zh, k).toBeTruthy();
      expect(t.en, k).toBeTruthy();
    }
  });

  it('rules() lists every numbered rule of the seed once, each with a status and a note when not implemented', () => {
    const rules = fftcg.rules!();
    const ids = rules.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const must of ['1.1', '3.1.1', '11.12.5.7', '12.4.7', '15.1.1.9.6', '15.2.6.2'])
      expect(ids).toContain(must);
    for (const r of rules) if (r.status !== 'implemented') expect(r.note, r.id).toBeTruthy();
    expect(rules.filter((r) => r.status === 'missing').length).toBeLessThan(5);
  });

  it('scenario setup errors are InputErrors with a clear message', () => {
    const bad = (setup: string) => parseScenario(`name: bad\ngame: fftcg\nsetup:\n${setup}\n`, 'bad.yaml');
    expect(() => runScenario(fftcg, bad('  players: []'))).toThrow(InputError);
    expect(() => runScenario(fftcg, bad('  players: [{ hand: [ZZZ] }, {}]'))).toThrow(/unknown card "ZZZ"/);
    expect(() => runScenario(fftcg, bad('  players: [{ field: [F05] }, {}]'))).toThrow(/Summon/);
    expect(() => runScenario(fftcg, bad('  start: lunch\n  players: [{}, {}]'))).toThrow(InputError);
  });

  it('setup refuses an illegal deck', () => {
    expect(() =>
      createGame(fftcg, {
        seed: 'x',
        players: 2,
        decks: [{ name: 'tiny', cards: { F01: 3 } }, fftcg.decks.ready[0]],
      }),
    ).toThrow(InputError);
  });

  it('the ready deck files match the built-in ready decks', () => {
    for (const d of fftcg.decks.ready) {
      const text = readFileSync(new URL(`../decks/${d.name}.yaml`, import.meta.url), 'utf8');
      for (const [id, n] of Object.entries(d.cards)) expect(text).toContain(`${id}: ${n}`);
    }
  });
});

describe('conceding', () => {
  it('FFTCG 2, FFTCG 2.1: a player may concede at any time; the opponent wins', async () => {
    const { CONCEDE, submit } = await import('@arbiter/kernel');
    const s = createGame(fftcg, {
      seed: 'c',
      players: 2,
      decks: [fftcg.decks.ready[0], fftcg.decks.ready[1]],
    });
    // Player 1 is not the one asked now (the first mulligan is player 0's or 1's): either way it
    // may concede, through submit like any answer.
    expect(submit(s, fftcg, { player: 1, answer: CONCEDE }).ok).toBe(true);
    expect(s.result).toMatchObject({ winners: [0], rule: 'FFTCG 2.1' });
    expect(s.pending).toBeNull();
  });
});
