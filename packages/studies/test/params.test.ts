import fftcg from '@arbiter/fftcg';
import { hashList, InputError, playGame } from '@arbiter/kernel';
import sgsChess from '@arbiter/sgs-chess';
import { describe, expect, it } from 'vitest';
import {
  findReadyDeck,
  gameSeed,
  matchups,
  paramsDifference,
  paramsKey,
  planStudy,
  STUDY_FORMAT,
} from '../src/params.ts';
import { StudyPlayer } from '../src/play.ts';

const [ember, storm, tide] = fftcg.decks.ready;

describe('study parameters and matchups', () => {
  it('pairing all: every ordered seating of the deck pool, mirrors included by default', () => {
    const p = planStudy(fftcg, { seed: 's', games: 10 });
    expect(p.decks.map((d) => d.name)).toEqual(['ember-frost', 'storm-stone', 'tide-wind']);
    expect(p.agents).toEqual(['random']);
    const m = matchups(p);
    expect(m).toHaveLength(9);
    expect(m.map((x) => x.decks.join(''))).toEqual(['00', '01', '02', '10', '11', '12', '20', '21', '22']);
    expect(m.every((x) => x.agents.join() === 'random,random')).toBe(true);
    expect(p.format).toBe(STUDY_FORMAT);
    expect(p.gameVersion).toBe(fftcg.version);
  });

  it('--no-mirrors drops the seatings where a deck meets itself; both seatings of a pair stay', () => {
    const p = planStudy(fftcg, { seed: 's', games: 10, decks: [ember, storm], mirrors: false });
    expect(matchups(p).map((x) => x.decks)).toEqual([
      [0, 1],
      [1, 0],
    ]);
    expect(() => planStudy(fftcg, { seed: 's', games: 1, decks: [ember], mirrors: false })).toThrow(
      /at least 2 decks/,
    );
  });

  it('an agent pool is crossed with the deck seatings; repeated agent names are one entry', () => {
    const p = planStudy(fftcg, { seed: 's', games: 10, decks: [ember], agents: ['random', 'random'] });
    expect(p.agents).toEqual(['random']);
    expect(matchups(p)).toEqual([{ decks: [0, 0], agents: ['random', 'random'] }]);
  });

  it('pairing fixed: the lists give each seat its deck and agent, and must fit the seats', () => {
    const p = planStudy(fftcg, {
      seed: 's',
      games: 3,
      pairing: 'fixed',
      decks: [tide, ember],
      agents: ['random', 'random'],
    });
    expect(matchups(p)).toEqual([{ decks: [0, 1], agents: ['random', 'random'] }]);
    expect(() => planStudy(fftcg, { seed: 's', games: 3, pairing: 'fixed', decks: [tide] })).toThrow(
      /needs 2 decks/,
    );
  });

  it('refuses bad requests in one line: seats, agents, illegal or unnamed decks, no games', () => {
    expect(() => planStudy(fftcg, { seed: 's', games: 1, players: 3 })).toThrow(/2–2 players/);
    expect(() => planStudy(fftcg, { seed: 's', games: 1, agents: ['nobody'] })).toThrow(
      /unknown agent "nobody"/,
    );
    expect(() => planStudy(fftcg, { seed: 's', games: 0 })).toThrow(InputError);
    expect(() =>
      planStudy(fftcg, { seed: 's', games: 1, decks: [{ name: 'thin', cards: { F01: 1 } }] }),
    ).toThrow(/deck thin is not legal/);
    expect(() =>
      planStudy(fftcg, { seed: 's', games: 1, decks: [ember, { ...storm, name: ember.name }] }),
    ).toThrow(/two decks are named/);
  });

  it('the key ignores the number of games; any other difference is named', () => {
    const a = planStudy(fftcg, { seed: 's', games: 10 });
    const b = planStudy(fftcg, { seed: 's', games: 20 });
    const c = planStudy(fftcg, { seed: 't', games: 10 });
    expect(paramsKey(a)).toBe(paramsKey(b));
    expect(paramsKey(a)).not.toBe(paramsKey(c));
    expect(paramsDifference(a, b)).toBeNull();
    expect(paramsDifference(a, c)).toBe('seed is "s", not "t"');
    const d = planStudy(fftcg, { seed: 's', games: 10, decks: [ember, storm] });
    expect(paramsDifference(a, d)).toMatch(
      /^decks is ember-frost,storm-stone,tide-wind, not ember-frost,storm-stone/,
    );
  });

  it('finds ready decks by name, case, unique prefix or the part in parentheses', () => {
    expect(findReadyDeck(fftcg, 'storm-stone')).toBe(storm);
    expect(findReadyDeck(fftcg, 'TIDE-WIND')).toBe(tide);
    expect(findReadyDeck(fftcg, 'emb')).toBe(ember);
    expect(findReadyDeck(fftcg, 's')).toBe(storm);
    expect(findReadyDeck(fftcg, 'nothing')).toBeNull();
    const named = {
      ...fftcg,
      decks: { ...fftcg.decks, ready: [{ name: '光木之森 (Light & Wood)', cards: {} }] },
    };
    expect(findReadyDeck(named, 'light & wood')?.name).toBe('光木之森 (Light & Wood)');
    expect(findReadyDeck(named, '光木')?.name).toBe('光木之森 (Light & Wood)');
  });
});

describe('playing game i of a study', () => {
  it('game i is the kernel game with seed <seed>#i and matchup i mod M, whatever order games are played in', () => {
    const p = planStudy(fftcg, { seed: 'order', games: 12, decks: [ember, storm] });
    const forward = new StudyPlayer(fftcg, p);
    const backward = new StudyPlayer(fftcg, p);
    const a = Array.from({ length: 6 }, (_, i) => forward.play(i));
    const b = Array.from({ length: 6 }, (_, i) => backward.play(5 - i)).reverse();
    expect(b).toEqual(a);
    const m = matchups(p);
    for (const g of a) {
      expect(g.seed).toBe(gameSeed('order', g.idx));
      expect(g.matchup).toBe(g.idx % 4);
      const direct = playGame(fftcg, {
        seed: g.seed,
        decks: m[g.matchup].decks.map((d) => p.decks[d]),
        agents: m[g.matchup].agents,
      });
      expect(g.finalHash).toBe(direct.finalHash);
      expect(g.decisions).toBe(direct.decisions);
      expect(g.rule).toBe(direct.state.result?.rule);
      expect(g.winners).toEqual(direct.state.result?.winners);
      // FFTCG 8.2.1.2: the first player is chosen at random, and the row says who it was.
      expect(g.firstSeat).toBe(direct.state.g.first);
    }
    expect(hashList(a.map((g) => g.finalHash))).not.toBe(hashList(a.map((g) => g.finalHash).reverse()));
  });

  it('a game of more than two seats is played; its first seat is the one the game names', () => {
    const p = planStudy(sgsChess, { seed: 'six', games: 1, players: 6, decks: [sgsChess.decks.ready[0]] });
    const g = new StudyPlayer(sgsChess, p).play(0);
    expect(g.decks).toHaveLength(6);
    expect(g.error).toBeNull();
    const direct = playGame(sgsChess, { seed: g.seed, players: 6, decks: p.decks, agents: g.agents });
    expect(direct.finalHash).toBe(g.finalHash);
    // 三国杀战棋: the first camp's captain takes the first turn (the game's firstPlayer).
    expect(g.firstSeat).toBe(sgsChess.firstPlayer!(direct.state));
    expect(g.firstSeat).not.toBeNull();
  });
});
