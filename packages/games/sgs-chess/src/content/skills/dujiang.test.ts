/** 〖渡江〗 (Crossing the River): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, g, pending, roles, setupGame } from '../../../test/helpers.ts';
import { dryRun } from '../../rules/0218-movement.ts';

const cell = (n: string) => n.charCodeAt(0) - 65 + (Number(n.slice(1)) - 1) * 7;

describe('〖渡江〗 (Crossing the River)', () => {
  it('SGS 2.18 〖渡江〗 (designed, D11): 甘宁 declares the skill on a step to cross a mountain; the dry run accepts only a declared, single crossing', () => {
    const game = setupGame({
      current: 0,
      phase: 'move',
      roles: roles({ 0: { gen: 'ganning', cell: 'C3' } }),
    });
    expect(pending(game.s)!.ids).toContain('D3!dujiang');
    act(game, 'D3!dujiang');
    // no stopping on the mountain
    expect(pending(game.s)!.ids).not.toContain('stop');
    act(game, 'E3');
    act(game, 'stop');
    expect(g(game.s).roles[0].cell).toBe(cell('E3'));
    expect(
      game.log.some((e) => e.msg.key === 'sgs.hook' && (e.msg.args!.h as any).key === 'skill.dujiang'),
    ).toBe(true);
    const s = setupGame({
      current: 0,
      phase: 'play',
      roles: roles({ 0: { gen: 'ganning', cell: 'C3' }, 1: { gen: 'caocao', cell: 'C5' } }),
    }).s;
    expect(dryRun(s, 0, [cell('D3'), cell('E3')], [0])).toBe(true);
    expect(dryRun(s, 0, [cell('D3'), cell('E3')], [])).toBe(false);
    expect(dryRun(s, 0, [cell('D3')], [0])).toBe(false);
    // someone without the skill cannot declare it
    s.g.roles[1].cell = cell('C3');
    s.g.roles[0].cell = cell('A1');
    expect(dryRun(s, 1, [cell('D3'), cell('E3')], [0])).toBe(false);
  });
});
