/**
 * The rule trace's texts (issue 15): a rule id the page shows — in a log line, on a decision, as a
 * game's end — opens a titled rule in both languages. Checked over every game's rule list and over
 * every citation of a seeded self-play game of each game (random answers, so most procedures run).
 */
import { createGame, type LogEntry, openDecisions, RandomAgent, submit } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { MODULES, ruleText } from '../src/games.ts';

describe('every cited rule has a title', () => {
  for (const m of MODULES) {
    it(`${m.id}: every rule of the list has a zh and an en title`, () => {
      const rules = m.rules?.() ?? [];
      expect(rules.length).toBeGreaterThan(50);
      const untitled = rules.filter((r) => !r.title.zh?.trim() || !r.title.en?.trim()).map((r) => r.id);
      expect(untitled).toEqual([]);
    });

    it(`${m.id}: every rule a game cites (log, decisions, end) resolves to an entry of the list`, () => {
      const log: LogEntry[] = [];
      const players = m.players.default;
      const decks = Array.from({ length: players }, (_, p) => m.decks.ready[p % m.decks.ready.length]);
      const state = createGame(m, { seed: `rule-titles-${m.id}`, players, decks }, log);
      const agent = new RandomAgent(`rule-titles-${m.id}`);
      const cited: string[] = [];
      for (let n = 0; !state.result && n < 1500; n++) {
        const d = openDecisions(state)[0];
        if (!d) break;
        if (d.rule) cited.push(d.rule);
        const r = submit(
          state,
          m,
          { player: d.player, answer: agent.decideRaw(state, d), pending: state.pending!.id },
          log,
        );
        expect(r.ok).toBe(true);
      }
      if (state.result) cited.push(state.result.rule);
      for (const e of log) if (e.rule) cited.push(e.rule);
      expect(cited.length).toBeGreaterThan(20);
      // An entry of its own, or (a citation finer than the list) the nearest rule above it.
      const unlisted = [...new Set(cited)].filter((c) => !ruleText(m.id, c).entry);
      expect(unlisted).toEqual([]);
    });
  }
});
