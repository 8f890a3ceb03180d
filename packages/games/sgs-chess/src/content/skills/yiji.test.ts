/** 〖遗计〗 (Bequeathed Strategy): its rulings, with the kernel's test kit. */
import { ruling } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { plain } from '../../../test/helpers.ts';
import sgs from '../../index.ts';

describe('〖遗计〗 (Bequeathed Strategy)', () => {
  it('SGS 2.11-受到伤害后: after 1 damage 郭嘉 looks at the top two cards (privately) and hands each to any role', () => {
    const t = ruling(sgs, {
      setup: {
        current: 0,
        deck: ['shan.H2', 'tao.H3'],
        roles: plain({ 0: { hand: ['sha.S7'] }, 3: { gen: 'guojia' } }),
      },
    });
    t.act('use Kill ♠7').choose('r3').pass();
    expect(t.decision()).toMatchObject({ player: 1, kind: 'trigger', rule: 'SGS 2.11-受到伤害后' });
    t.act('Use Bequeathed Strategy');
    // the two cards sit in seat 1's private area while he gives them out, top first
    expect(t.zone('look1')).toEqual(['shan.H2', 'tao.H3']);
    t.choose('r3').choose('r4');
    expect(t.zone('h3')).toEqual(['shan.H2']);
    expect(t.zone('h4')).toEqual(['tao.H3']);
    expect(t.logged('SGS 2.11-受到伤害后', 'sgs.give')).toBe(2);
    expect(t.kind).toBe('play');
  });

  it('SGS 2.11 注意: declining leaves the game as it was; each point of damage asks once (see 2.11-yiji-twice)', () => {
    const t = ruling(sgs, {
      setup: { current: 0, roles: plain({ 0: { hand: ['sha.S7'] }, 3: { gen: 'guojia' } }) },
    });
    t.act('use Kill ♠7').choose('r3').pass().act('Decline');
    expect(t.zone('h3')).toEqual([]);
    expect(t.kind).toBe('play');
  });
});
