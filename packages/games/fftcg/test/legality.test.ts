import {
  cloneState,
  createGame,
  domainOptions,
  type LogEntry,
  openDecisions,
  RandomAgent,
  submit,
} from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import fftcg from '../src/index.ts';

describe('every option offered is legal', () => {
  it('FFTCG 11.2.1.1, FFTCG 14.1: in random games every option of every decision is accepted and none forces a rollback', () => {
    const decks = fftcg.decks.ready;
    let tried = 0;
    for (let gi = 0; gi < 12; gi++) {
      const log: LogEntry[] = [];
      const state = createGame(
        fftcg,
        { seed: `legal${gi}`, players: 2, decks: [decks[gi % 3], decks[(gi + 1) % 3]] },
        log,
      );
      const agent = new RandomAgent(`legal${gi}`);
      for (let i = 0; i < 400 && !state.result; i++) {
        const d = openDecisions(state)[0];
        if (d.domain.type === 'pick' && d.domain.max === 1) {
          for (const o of domainOptions(d)) {
            const copy = cloneState(state);
            const sink: LogEntry[] = [];
            const r = submit(copy, fftcg, { player: d.player, answer: [o.id] }, sink);
            expect(r.ok, `${d.kind} ${o.id}`).toBe(true);
            expect(sink.some((l) => l.msg.key === 'fftcg.rollback-forced')).toBe(false);
            tried++;
          }
        }
        submit(state, fftcg, { player: d.player, answer: agent.decideRaw(state, d) }, log);
      }
      expect(log.some((l) => l.msg.key === 'fftcg.rollback-forced')).toBe(false);
    }
    expect(tried).toBeGreaterThan(1000);
  });
});
