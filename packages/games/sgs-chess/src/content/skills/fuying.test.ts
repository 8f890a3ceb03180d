/** 〖伏膺〗 (Bide and Serve): its rulings, with the kernel's test kit. */
import { ruling } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { plain } from '../../../test/helpers.ts';
import sgs from '../../index.ts';

describe('〖伏膺〗 (Bide and Serve)', () => {
  it('SGS 2.11-受到伤害后 (designed, D11): 司马懿 takes one card of the damage source — a hand card by position only', () => {
    const t = ruling(sgs, {
      setup: {
        current: 0,
        roles: plain({ 0: { hand: ['sha.S7', 'tao.H3'], equip: ['zhuge.CA'] }, 3: { gen: 'simayi' } }),
      },
    });
    t.act('use Kill ♠7').choose('r3').pass().act('Use Bide and Serve');
    // the source's hand card is offered by position, its equipment by name
    expect(t.decision()!.domain).toMatchObject({ options: [{ id: 'hand:0' }, { obj: expect.any(Number) }] });
    t.act('Repeating Crossbow');
    expect(t.zone('h3')).toEqual(['zhuge.CA']);
    expect(t.logged('SGS 2.11-受到伤害后', 'sgs.take')).toBe(1);
  });

  it('SGS 2.11-受到伤害后: no source with cards, no question', () => {
    const t = ruling(sgs, {
      setup: { current: 0, roles: plain({ 0: { hand: ['sha.S7'] }, 3: { gen: 'simayi' } }) },
    });
    t.act('use Kill ♠7').choose('r3').pass();
    expect(t.kind).toBe('play');
    expect(t.state.g.roles[3].hp).toBe(2);
  });
});
