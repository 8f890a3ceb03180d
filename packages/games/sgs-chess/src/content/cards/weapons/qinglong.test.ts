/** 【青龙偃月刀】 (Green Dragon Blade): its rulings, with the kernel's test kit. */
import { ruling } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { plain } from '../../../../test/helpers.ts';
import sgs from '../../../index.ts';

describe('【青龙偃月刀】 (Green Dragon Blade)', () => {
  it('SGS 2.4-被抵消后: after a 【闪】, another 【杀】 on the same target, not counted against the limit (专题三)', () => {
    const t = ruling(sgs, {
      setup: {
        current: 0,
        roles: plain({ 0: { hand: ['sha.S7', 'sha.S8'], equip: ['qinglong.S5'] }, 3: { hand: ['shan.H2'] } }),
      },
    });
    t.act('use Kill ♠7').choose('r3').act('Dodge ♥2');
    expect(t.decision()).toMatchObject({ player: 0, kind: 'trigger', rule: 'SGS 2.4-被抵消后' });
    t.act('Use Green Dragon Blade');
    // only the same target: the choice is which 【杀】, or none
    expect(t.labels()).toEqual(['Kill ♠8', 'Decline']);
    t.act('Kill ♠8').pass();
    expect(t.state.g.roles[3].hp).toBe(3);
    expect(t.state.g.turn.usesThisPhase.sha).toBe(1);
  });

  it('SGS 2.4-被抵消后: declined, the 【杀】 stays offset', () => {
    const t = ruling(sgs, {
      setup: {
        current: 0,
        roles: plain({ 0: { hand: ['sha.S7', 'sha.S8'], equip: ['qinglong.S5'] }, 3: { hand: ['shan.H2'] } }),
      },
    });
    t.act('use Kill ♠7').choose('r3').act('Dodge ♥2').act('Decline');
    expect(t.state.g.roles[3].hp).toBe(4);
    expect(t.kind).toBe('play');
  });
});
