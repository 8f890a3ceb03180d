/** 【桃】 (Peach): its rulings, with the kernel's test kit. */
import { ruling } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { plain } from '../../../../test/helpers.ts';
import sgs from '../../../index.ts';

describe('【桃】 (Peach)', () => {
  it('SGS 2.14 method ①: at an idle point on oneself while wounded, recovering 1; not offered at full HP', () => {
    const t = ruling(sgs, { setup: { current: 0, roles: plain({ 0: { hp: 3, hand: ['tao.H3'] } }) } });
    t.act('use Peach ♥3');
    expect(t.state.g.roles[0].hp).toBe(4);
    expect(t.zone('discard')).toEqual(['tao.H3']);
    expect(t.logged('SGS 2.14')).toBe(1);
    const full = ruling(sgs, { setup: { current: 0, roles: plain({ 0: { hand: ['tao.H3'] } }) } });
    expect(full.labels()).toEqual(['End the play phase']);
  });

  it('SGS 2.15-处于濒死状态时 method ②: a named responder within distance 4 saves the dying role; one 【桃】 is 1 HP', () => {
    const t = ruling(sgs, {
      setup: { current: 0, roles: plain({ 0: { hand: ['sha.S7'] }, 1: { hand: ['tao.H3'] }, 3: { hp: 1 } }) },
    });
    t.act('use Kill ♠7').choose('r3').pass();
    // the current role names the responders one at a time (D16): itself first, then role 2
    expect(t.kind).toBe('dying-order');
    t.choose('r1');
    expect(t.labels()).toEqual(['Peach ♥3', 'No response']);
    t.act('Peach ♥3');
    expect(t.state.g.roles[3]).toMatchObject({ hp: 1, dead: false });
    expect(t.logged('SGS 2.15-处于濒死状态时', 'sgs.peach')).toBe(1);
  });
});
