import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KINDS } from '../src/data/cards.ts';
import { SKILLS } from '../src/data/generals.ts';
import { act, g, pending, roles, setupGame } from './helpers.ts';

const here = import.meta.dirname;
const corpus = [
  ...readdirSync(here)
    .filter((f) => f.endsWith('.test.ts') && f !== 'coverage.test.ts')
    .map((f) => readFileSync(join(here, f), 'utf8')),
  ...readdirSync(join(here, '..', 'scenarios')).map((f) =>
    readFileSync(join(here, '..', 'scenarios', f), 'utf8'),
  ),
].join('\n');

describe('every card and skill has a test', () => {
  it('each card kind is exercised by a test or scenario', () => {
    const missing = Object.values(KINDS).filter(
      (k) => !corpus.includes(`${k.id}.`) && !corpus.includes(k.en),
    );
    expect(missing.map((k) => k.id)).toEqual([]);
  });
  it('each skill is named in a test or scenario', () => {
    const missing = Object.values(SKILLS).filter(
      (s) => !corpus.includes(`〖${s.zh}`) && !corpus.includes(`s:${s.id}`),
    );
    expect(missing.map((s) => s.id)).toEqual([]);
  });
});

describe('six seats: one player per role', () => {
  it('SGS 1.3 (D10): with six seats each role answers for itself', () => {
    const game = setupGame({
      seats: 6,
      current: 0,
      roles: roles({ 0: { hand: ['sha.S7'] }, 3: { gen: 'dianwei' } }),
    });
    expect(pending(game.s)!.player).toBe(0);
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    // role 3's response is asked of seat 3
    expect(pending(game.s)!.player).toBe(3);
    act(game, 'pass');
    expect(g(game.s).roles[3].hp).toBe(3);
  });

  it('SGS 2.4-对当前目标生效前 (D15): the 【无懈可击】 window asks every seat with a living role at once', () => {
    const game = setupGame({ seats: 6, current: 0, roles: roles({ 0: { hand: ['wuzhong.H7'] } }) });
    act(game, 'use Something from Nothing');
    expect(game.s.pending!.mode).toBe('race');
    expect(game.s.pending!.asks.map((a) => a.player)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
