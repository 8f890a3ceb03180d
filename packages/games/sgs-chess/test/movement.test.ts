import { run } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { dryRun, nextSteps } from '../src/rules/0218-movement.ts';
import { act, g, pending, roles, setupGame, sgs } from './helpers.ts';

const cell = (n: string) => n.charCodeAt(0) - 65 + (Number(n.slice(1)) - 1) * 7;

describe('SGS 2.18 movement', () => {
  it('SGS 2.18: steps are orthogonal, never onto a mountain; the path is declared step by step (D2)', () => {
    const game = setupGame({ current: 0, phase: 'move', roles: roles({ 0: { cell: 'C3' } }) });
    // C3 neighbours: B3, C4, C2 (lake); D3 is a mountain
    expect(pending(game.s)!.ids.sort()).toEqual(['B3', 'C2', 'C4', 'stop']);
  });

  it('SGS 2.18: allies may be passed but not stopped on; enemies block', () => {
    const game = setupGame({
      current: 0,
      phase: 'move',
      roles: roles({ 0: { cell: 'A1' }, 1: { cell: 'B1' }, 3: { cell: 'A2' } }),
    });
    const s = game.s;
    expect(nextSteps(s, 0, cell('A1'), 3)).toEqual([cell('B1')]);
    // with one step left, B1 (ally) cannot be the end
    expect(nextSteps(s, 0, cell('A1'), 1)).toEqual([]);
  });

  it('SGS 2.18 预结算: a declared path that ends on an ally or crosses a mountain is cancelled and the piece stays', () => {
    const game = setupGame({
      current: 0,
      phase: 'play',
      roles: roles({ 0: { cell: 'A1' }, 1: { cell: 'B1' } }),
    });
    const s = game.s;
    expect(dryRun(s, 0, [cell('B1')])).toBe(false);
    expect(dryRun(s, 0, [cell('A2'), cell('A3')])).toBe(false);
    expect(dryRun(s, 0, [cell('A2'), cell('B2')])).toBe(true);
    // a pre-declared illegal path through the procedure: cancelled, logged, no movement
    // the play phase's idle point will ask again; a declared move runs first
    s.flow[s.flow.length - 1].step = 0;
    s.flow.push({
      proc: 'k.event',
      step: 0,
      d: { ev: { type: 'move', role: 0, length: 3, via: 'test', path: [cell('B1')] }, applied: [] },
    });
    s.pending = null;
    run(s, sgs, game.log);
    expect(pending(s)!.kind).toBe('play');
    expect(g(s).roles[0].cell).toBe(cell('A1'));
    expect(game.log.some((e) => e.msg.key === 'sgs.move-cancel')).toBe(true);
  });

  it('SGS 2.18: entering a square with the own flag picks it up', () => {
    const game = setupGame({
      current: 0,
      phase: 'move',
      flags: ['F2', null],
      roles: roles({ 0: { cell: 'E2' } }),
    });
    act(game, 'F2');
    act(game, 'stop');
    expect(g(game.s).flags[0]).toMatchObject({ holder: 0 });
  });
});
