import fftcg from '@arbiter/fftcg';
import { msg } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { escapeHtml, heat, pct, renderHtml } from '../src/html.ts';
import { planStudy } from '../src/params.ts';
import { buildReport, distribution, wilson } from '../src/report.ts';
import type { StoredStudyGame, StudyInfo } from '../src/store.ts';

const [ember, storm] = fftcg.decks.ready;

function game(
  idx: number,
  decks: string[],
  winners: number[],
  extra: Partial<StoredStudyGame> = {},
): StoredStudyGame {
  return {
    idx,
    seed: `s#${idx}`,
    matchup: 0,
    players: 2,
    decks,
    agents: ['random', 'random'],
    winners,
    draw: winners.length === 0,
    rule: 'FFTCG 12.4.1',
    reason: msg('fftcg.loss.12.4.1', { player: winners.length ? 1 - winners[0] : 0 }),
    firstSeat: 0,
    turns: 10 + idx,
    decisions: 100 + idx,
    finalHash: `h${idx}`,
    error: null,
    capped: false,
    ...extra,
  };
}

function info(games: number): StudyInfo {
  const params = planStudy(fftcg, { seed: 's', games, decks: [ember, storm] });
  return { name: 'unit', params, paramsKey: 'k', games, createdAt: 't0', finishedAt: null, digest: null };
}

describe('study report numbers', () => {
  it('Wilson interval: known values, bounds, and none without games', () => {
    const w = wilson(50, 100)!;
    expect(w.low).toBeCloseTo(0.4038, 4);
    expect(w.high).toBeCloseTo(0.5962, 4);
    const zero = wilson(0, 10)!;
    expect(zero.low).toBe(0);
    expect(zero.high).toBeCloseTo(0.2775, 4);
    expect(wilson(10, 10)!.high).toBe(1);
    expect(wilson(0, 0)).toBeNull();
  });

  it('distribution: quantiles and bins that hold every value once', () => {
    const d = distribution([1, 2, 2, 3, 10])!;
    expect([d.count, d.min, d.median, d.max]).toEqual([5, 1, 2, 10]);
    expect(d.mean).toBeCloseTo(3.6);
    expect(d.bins.reduce((a, b) => a + b.count, 0)).toBe(5);
    expect(distribution([])).toBeNull();
    const wide = distribution(Array.from({ length: 1000 }, (_, i) => i))!;
    expect(wide.bins.length).toBeLessThanOrEqual(20);
    expect(wide.bins.reduce((a, b) => a + b.count, 0)).toBe(1000);
  });

  it('matrix: both seatings count for a pair, mirrors have no rate, errors and capped games are left out', () => {
    const E = ember.name;
    const S = storm.name;
    const rows = [
      game(0, [E, S], [0]), // E wins from seat 0
      game(1, [S, E], [1]), // E wins from seat 1
      game(2, [S, E], [0]), // S wins
      game(3, [E, E], [1]), // mirror
      game(4, [E, S], [], { draw: true }), // draw
      game(5, [E, S], [], { error: 'boom', rule: null, reason: null }),
      game(6, [S, E], [], { capped: true, rule: null, reason: null }),
      game(7, [E, S], [0], { idx: 99 }), // beyond the study's games: not counted
    ];
    const rep = buildReport(fftcg, info(7), rows);
    expect(rep.outcomes).toMatchObject({
      played: 7,
      finished: 5,
      decisive: 4,
      draws: 1,
      errors: 1,
      capped: 1,
    });
    const m = rep.matrices.find((x) => x.kind === 'deck')!;
    expect(rep.matrices.some((x) => x.kind === 'agent')).toBe(false);
    expect(m.labels).toEqual([E, S]);
    const es = m.cells![0][1];
    expect([es.games, es.wins, es.draws]).toEqual([4, 2, 1]);
    expect(es.rate).toBe(0.5);
    const se = m.cells![1][0];
    expect([se.games, se.wins]).toEqual([4, 1]);
    const mirror = m.cells![0][0];
    expect(mirror).toMatchObject({ mirror: true, games: 1, rate: null });
    // Overall: E held 6 seats (two in the mirror) and won 3 of them.
    expect(m.overall[0]).toMatchObject({ label: E, games: 6, wins: 3 });
    expect(m.overall[1]).toMatchObject({ label: S, games: 4, wins: 1 });
    expect(rep.seats.map((s) => [s.games, s.wins])).toEqual([
      [5, 2],
      [5, 2],
    ]);
    expect(rep.firstTurn!.first).toMatchObject({ games: 5, wins: 2 });
    // Four winning seats over five finished games of two seats (one draw).
    expect(rep.evenRate).toBe(0.4);
    expect(rep.lengths.turns!.count).toBe(5);
    expect(rep.endReasons).toHaveLength(1);
    expect(rep.endReasons[0]).toMatchObject({ rule: 'FFTCG 12.4.1', count: 5, share: 1 });
    expect(rep.endReasons[0].text.length).toBeGreaterThan(0);
    expect(rep.outcomes.errorSamples).toEqual([{ seed: 's#5', error: 'boom' }]);
    // Cards: a card only in ember-frost counts ember-frost's seats.
    const onlyEmber = Object.keys(ember.cards).find((c) => !(c in storm.cards))!;
    expect(rep.cards!.find((c) => c.card === onlyEmber)).toMatchObject({ games: 6, wins: 3, decks: [E] });
  });

  it('the page shows the numbers of the report, escapes names, and fetches nothing', () => {
    const E = ember.name;
    const S = storm.name;
    const rows = [game(0, [E, S], [0]), game(1, [S, E], [0]), game(2, [E, S], [0])];
    const i = info(3);
    i.name = 'unit';
    const rep = buildReport(fftcg, i, rows);
    const html = renderHtml(rep);
    expect(html).toContain(`data-row="${E}" data-col="${S}" data-wins="2" data-games="3"`);
    expect(html).toContain(pct(2 / 3));
    expect(html).not.toMatch(/<script src|<link |https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    const data = JSON.parse(
      /<script type="application\/json" id="study-data">(.*?)<\/script>/s.exec(html)![1],
    );
    expect(data).toEqual(JSON.parse(JSON.stringify(rep)));
    expect(escapeHtml('<a href="x">&')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;');
    expect(heat(0.5)).toBe('rgb(247,247,247)');
    expect(renderHtml(buildReport(fftcg, i, rows, 'zh'))).toContain('卡组胜率');
  });

  it('a deck name cannot break out of the page or its data', () => {
    const evil = '</script><img src=x onerror=alert(1)>';
    const params = planStudy(fftcg, { seed: 's', games: 1, decks: [{ ...ember, name: evil }, storm] });
    const rep = buildReport(
      fftcg,
      { name: 'x', params, paramsKey: 'k', games: 1, createdAt: 't', finishedAt: null, digest: null },
      [game(0, [evil, storm.name], [0])],
    );
    const html = renderHtml(rep);
    expect(html).not.toContain('<img');
    expect(html.split('</script>').length).toBe(2);
  });
});
