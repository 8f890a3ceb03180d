/**
 * Taking a use back (stand-in, docs/decisions.md D24): a card used at an idle point of the play
 * phase (SGS 2.3, the pre-use event) may be taken back while its user still chooses cards and
 * targets; the game returns to the idle point as it was. Once used (SGS 2.4) it cannot.
 */
import { describe, expect, it } from 'vitest';
import sgs from '../src/index.ts';
import { act, cardsIn, pending, roles, setupGame } from './helpers.ts';

const plain = (over: Record<number, any>) => roles({ ...over, 3: { gen: 'dianwei', ...(over[3] ?? {}) } });
const table = (s: any) => JSON.stringify({ g: s.g, zones: s.zones, objects: s.objects });

describe('SGS 2.3: taking a use back', () => {
  it('a Kill taken back at the target choice stays in hand and does not count against the phase limit', () => {
    const game = setupGame({ current: 0, roles: plain({ 0: { hand: ['sha.S7'] }, 3: { cell: 'D1' } }) });
    const before = table(game.s);
    act(game, 'use Kill ♠7');
    expect(pending(game.s)!.all).toEqual(['r3', 'cancel']);
    act(game, 'cancel');
    expect(pending(game.s)!.kind).toBe('play');
    expect(table(game.s)).toBe(before);
    expect(game.s.g.t.sha).toBe(0);
    expect(game.log.some((e) => e.msg.key === 'sgs.cancelled' && e.rule === 'SGS 2.3')).toBe(true);
    // and it can be used for real afterwards
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    expect(game.s.checkpoint).toBeUndefined();
    expect(cardsIn(game.s, 'h0')).not.toContain('sha.S7');
  });

  it('a conversion (〖武圣〗) taken back at the card choice returns to the idle point', () => {
    const game = setupGame({
      current: 0,
      roles: plain({ 0: { gen: 'guanyu', hand: ['tao.H5'] }, 3: { cell: 'D1' } }),
    });
    const before = table(game.s);
    act(game, 'Saint of War');
    expect(pending(game.s)!.all).toContain('cancel');
    act(game, 'cancel');
    expect(pending(game.s)!.kind).toBe('play');
    expect(table(game.s)).toBe(before);
  });

  it('after the targets are chosen the card is used: nothing offers cancel any more', () => {
    const game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['sha.S7'] }, 3: { cell: 'D1', hand: ['shan.H2'] } }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    expect(game.s.checkpoint).toBeUndefined();
    expect(pending(game.s)!.all).not.toContain('cancel');
  });
});

describe('conceding (stand-in, D24)', () => {
  it('SGS 1.1: a seat concedes for its camp; the other camp wins', () => {
    const game = setupGame({ current: 0, roles: plain({ 0: { hand: ['sha.S7'] } }) });
    sgs.concede!(game.s, 0);
    expect(game.s.result?.winners).toEqual([1]);
    expect(game.s.result?.rule).toBe('SGS 1.1');
    expect(game.s.pending).toBeNull();
  });
});
