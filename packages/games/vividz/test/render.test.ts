/** The terminal board (`arbiter play vividz`) in zh and en, and what it must not show. */
import { createGame, viewFor } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import vividz from '../src/index.ts';
import { cellLines, renderText } from '../src/render.ts';
import { board, players, TEST_MODULE } from './helpers.ts';

const position = (oppHand: string[]) =>
  board(
    players(
      {
        account: 'VZ-A01',
        missions: [{ card: 'VZ-M01', sleep: true }, { card: 'VZ-M02', faceDown: true }, 'VZ-M03'],
        area: { '1': 'VZ-C04', '2': { card: 'VZ-C01', damage: 1 } },
        hand: ['VZ-C03'],
        keep: ['VZ-C14'],
        energy: ['VZ-C10'],
      },
      {
        account: 'VZ-A02',
        area: { '2': { card: 'VZ-C25', sleep: true } },
        hand: oppHand,
        missions: [{ card: 'VZ-M04', faceDown: true }],
      },
    ),
  );

describe('the terminal board', () => {
  it('shows lanes, areas with computed power, missions, energy and the own hand, in en and zh', () => {
    const g = position(['VZ-C17', 'VZ-C18']);
    const v = viewFor(g.state, TEST_MODULE, 0);
    const en = renderText(v, 'en');
    expect(en).toContain('Lane 2 (Center)');
    expect(en).toContain('Chorus Leader 4');
    expect(en).toContain('Rookie Idol 4 dmg1'); // +1 Chorus Leader, +1 Full House (Center)
    expect(en).toContain('Iron Recruit 2 ⤵');
    expect(en).toContain('Debut Stage [checked]');
    expect(en).toMatch(/Hand:\n {4}Encore Singer \(Character · cost \d+ · power \d+\)/);
    expect(en).toMatch(/Keep:\n {4}Roadie \(/);
    expect(en).toContain('Energy 1: Bass Wall');
    const zh = renderText(v, 'zh');
    expect(zh).toContain('赛道 2（中央）');
    expect(zh).toContain('合唱队长 4');
  });

  it("never shows the opponent's hand or face-down missions (permuting them changes nothing)", () => {
    const a = renderText(viewFor(position(['VZ-C17', 'VZ-C18']).state, TEST_MODULE, 0), 'en');
    const b = renderText(viewFor(position(['VZ-E06', 'VZ-C24']).state, TEST_MODULE, 0), 'en');
    expect(a).toBe(b);
    expect(a).not.toContain('Shadow Scout');
    expect(a).not.toContain('Night Raid');
  });

  it('VZ 601.1b: during setup the face-down missions are shown as face down, not completed', () => {
    const state = createGame(vividz, { seed: 'setup', players: 2, decks: vividz.decks.ready });
    const en = renderText(viewFor(state, vividz, 0), 'en');
    expect(en).toContain('Missions: 1. face down | 2. face down | 3. face down');
    expect(en).not.toContain('completed');
    expect(renderText(viewFor(state, vividz, 0), 'zh')).not.toContain('已完成');
  });

  it('issue 16: the reader is "You", the other seat "Opponent" (no seat numbers); a spectator sees the numbers', () => {
    const g = position(['VZ-C17']);
    const en = renderText(viewFor(g.state, TEST_MODULE, 0), 'en');
    expect(en).not.toMatch(/Player [01]|\bP[01]:/);
    expect(en).toMatch(/^You · Account:/m);
    expect(en).toMatch(/^Opponent · Account:/m);
    expect(en).toMatch(/^ {2}you: /m);
    expect(en).toMatch(/^ {2}opp: /m);
    const zh = renderText(viewFor(g.state, TEST_MODULE, 0), 'zh');
    expect(zh).not.toMatch(/玩家 ?[01]/);
    expect(zh).toMatch(/^你 · 账号:/m);
    expect(renderText(viewFor(g.state, TEST_MODULE, null), 'en')).toMatch(/^Player 1 · Account:/m);
  });

  it('issue 16: a legend says which area lies in which lane (the play menu says "area n", the board "Lane n")', () => {
    const v = viewFor(position(['VZ-C17']).state, TEST_MODULE, 0);
    expect(renderText(v, 'en')).toContain('area n is in lane n, area 2 is the Center');
    const zh = renderText(v, 'zh');
    expect(zh).toContain('场地n在赛道n');
    // Chinese lines use full-width parentheses.
    expect(zh).not.toMatch(/[\u4e00-\u9fff] ?\(|\)[\u4e00-\u9fff]/);
    // The legend fits a 120-column terminal (it wrapped at 160 before).
    const legend = renderText(v, 'en').split('\n').at(-1) ?? '';
    expect(legend.length).toBeLessThanOrEqual(120);
  });

  it('issue 16: a busy lane wraps inside its 30 columns (every character and mark kept); a word too wide is cut', () => {
    const g = board(
      players(
        {
          area: {
            '1': [
              { card: 'VZ-C04', damage: 2, sleep: true },
              { card: 'VZ-C01', damage: 1 },
              { card: 'VZ-C25', sleep: true },
            ],
            '2': 'VZ-C03',
          },
        },
        { area: { '3': [{ card: 'VZ-C10', damage: 3 }, 'VZ-C02'] } },
      ),
    );
    const wide = /[\u2e80-\ua4cf\uff00-\uff60]/g;
    const cols = (line: string) => line.length + (line.match(wide)?.length ?? 0);
    for (const lang of ['en', 'zh'] as const) {
      const text = renderText(viewFor(g.state, TEST_MODULE, 0), lang);
      const lines = text.split('\n');
      const top = lines.findIndex((l) => /^ {8}(Lane|赛道) 1/.test(l));
      const rows = lines.slice(top + 1, -1);
      expect(rows.length, lang).toBeGreaterThan(2); // the busy cells took more than one line each
      for (const row of rows) {
        // Each lane's column starts at 8 + 30·k: the column before it ends in a space, so no
        // cell runs into the next (checked where the row has no wide characters before it).
        for (const k of [1, 2]) {
          const at = 8 + 30 * k;
          if (row.length <= at || cols(row.slice(0, at)) !== at) continue;
          expect(row[at - 1], `${lang}: ${row}`).toBe(' ');
        }
        expect(cols(row), `${lang}: ${row}`).toBeLessThanOrEqual(8 + 3 * 30);
      }
      // Nothing was lost by wrapping: every character of the busy lane is named, with its marks.
      const area = rows.join(' ');
      const names =
        lang === 'en' ? ['Chorus Leader', 'Rookie Idol', 'Iron Recruit', 'Rising Star'] : ['合唱队长'];
      for (const n of names) expect(area, lang).toContain(n);
      expect(area.match(/⤵/g)?.length, lang).toBe(2);
    }
  });

  it('issue 16: cellLines wraps between words at the width and cuts a single word that is too wide', () => {
    expect(
      cellLines(
        [
          ['Alpha 1', 'dmg2'],
          ['Beta 2', '⤵'],
        ],
        14,
      ),
    ).toEqual(['Alpha 1 dmg2', '+ Beta 2 ⤵']);
    expect(cellLines([['An extremely long character name 9']], 12)).toEqual(['An extremel…']);
    expect(cellLines([['歌姬 3', '伤害2']], 8)).toEqual(['歌姬 3', '伤害2']);
  });
});
