/** VZ 911 continuous effects on the kernel's layer system. */
import type { EffectInstance } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { allChars, charsOf, LAYERS } from '../../src/rules/0911-continuous.ts';
import { at, board, players, power, reply, start, withCtx } from '../helpers.ts';

describe('layers (VZ 911.1)', () => {
  it('VZ 911.1a / VZ 911.1b / VZ 911.1c: printed values are the base; non-numeric effects apply before numeric ones', () => {
    // Prism Producer makes the band Drum Captain an idol; Chorus Leader then gives idols +1.
    const g = board(
      players({
        area: {
          '1': { card: 'VZ-C04', tag: 'leader' },
          '2': { card: 'VZ-C11', tag: 'drum' },
          '3': { card: 'VZ-C05', tag: 'prism' },
        },
      }),
    );
    expect(charsOf(g.state, g.tags.drum)!.features).toEqual(['band', 'idol']);
    expect(power(g, g.tags.drum)).toBe(4);
    // The Producer does not give itself the feature ("other"), but it is an idol already: +1.
    expect(power(g, g.tags.prism)).toBe(2);
    expect(power(g, g.tags.leader)).toBe(4);
  });

  it('VZ 911.2: an effect that depends on another applies after it, whatever the timestamps', () => {
    // The Underdog Guitarist (+2 to your characters with power 3 or less) entered first, the Chorus Leader
    // (+1 to idols) later. A Rookie Idol (2): Leader first → 3 → Underdog applies → 5.
    // Chorus Leader itself (3): Leader → 4 → Underdog no longer applies → 4 (timestamps alone would give 6).
    const g = board(
      players({
        area: {
          '1': { card: 'VZ-C12', tag: 'under' },
          '2': { card: 'VZ-C04', tag: 'leader' },
          '3': { card: 'VZ-C01', tag: 'rookie' },
        },
      }),
    );
    expect(power(g, g.tags.leader)).toBe(4);
    expect(power(g, g.tags.rookie)).toBe(5);
    expect(power(g, g.tags.under)).toBe(4);
  });

  it("VZ 911.3 / VZ 911.3c: earlier timestamps first; on a tie the turn player's effect first", () => {
    const eff = (id: string, ts: number, controller: number): EffectInstance => ({
      id,
      ts,
      layer: 'numeric',
      source: null,
      controller,
      op: 'power',
      params: { n: 1 },
    });
    const g = board(players({}, {}, { turnPlayer: 1 }));
    const cmp = LAYERS.compare!;
    expect(cmp(g.state, eff('a', 1, 0), eff('b', 2, 1))).toBeLessThan(0);
    expect(cmp(g.state, eff('a', 5, 0), eff('b', 5, 1))).toBeGreaterThan(0);
    expect(cmp(g.state, eff('a', 5, 1), eff('b', 5, 0))).toBeLessThan(0);
  });

  it('VZ 911.3a: a static ability takes the time its card entered the area zone; a slide keeps it', () => {
    const g = board(players({ area: { '2': { card: 'VZ-C04', tag: 'l' }, '1': 'VZ-C01' } }));
    const ts = g.state.objects[g.tags.l].ts;
    const instance = () =>
      LAYERS.gather(g.state, 'numeric', allChars(g.state)).find((e) => e.source === g.tags.l)!;
    expect(instance().ts).toBe(ts);
    start(g, 'vz.slide', { ids: [g.tags.l] });
    reply(g, 'l2');
    expect(g.state.objects[g.tags.l].data.lane).toBe(2);
    expect(instance().ts).toBe(ts);
  });

  it('VZ 911.3b: a created effect takes the time its ability resolved', () => {
    const g = board(players({ area: { '1': { card: 'VZ-C01', tag: 'c' } } }));
    start(g, 'vz.resolve', {
      source: null,
      controller: 0,
      card: 'VZ-E02',
      fx: [{ op: 'power', on: { target: 0 }, n: 1, until: 'turn' }],
      specs: [],
      locked: [[g.tags.c]],
      rule: 'test',
    });
    expect(g.state.effects[0].ts).toBeGreaterThan(g.state.objects[g.tags.c].ts);
  });

  it('VZ 911.8 / VZ 1103.3: an effect that leaves the power lower lowers it (its source is remembered); +1 does not', () => {
    const g = board(
      players({ area: { '1': { card: 'VZ-C10', tag: 'a' }, '2': { card: 'VZ-C10', tag: 'b' } } }),
    );
    start(g, 'vz.resolve', {
      source: 9,
      controller: 1,
      card: 'VZ-E02',
      fx: [{ op: 'power', on: { target: 0 }, n: -1, until: 'turn' }],
      specs: [],
      locked: [[g.tags.a]],
      rule: 'test',
    });
    start(g, 'vz.resolve', {
      source: 9,
      controller: 1,
      card: 'VZ-E02',
      fx: [{ op: 'power', on: { target: 0 }, n: 1, until: 'turn' }],
      specs: [],
      locked: [[g.tags.b]],
      rule: 'test',
    });
    expect(g.state.objects[g.tags.a].data.hurtBy).toEqual({ source: 9, player: 1 });
    expect(g.state.objects[g.tags.b].data.hurtBy).toBeUndefined();
  });

  it('VZ 911.6: "power becomes 1" replaces the value; a later +1 applies on top', () => {
    const g = board(players({ area: { '1': { card: 'VZ-C10', tag: 'wall' } } }));
    withCtx(g, (ctx) => {
      ctx.addEffect({
        source: null,
        controller: 1,
        layer: 'numeric',
        op: 'setPower',
        params: { n: 1 },
        targets: [g.tags.wall],
        until: 'turn',
      });
      ctx.addEffect({
        source: null,
        controller: 0,
        layer: 'numeric',
        op: 'power',
        params: { n: 1 },
        targets: [g.tags.wall],
        until: 'turn',
      });
    });
    expect(power(g, g.tags.wall)).toBe(2);
  });

  it('VZ 911.9: lower bounds apply after the other numeric effects, the largest first', () => {
    // Stage Guard (can't be less than 3) next to Steel Bulwark (your characters can't be less than 2).
    const g = board(
      players({
        area: {
          '1': { card: 'VZ-C13', tag: 'guard' },
          '2': { card: 'VZ-C26', tag: 'bulwark' },
          '3': { card: 'VZ-C25', tag: 'recruit' },
        },
      }),
    );
    withCtx(g, (ctx) => {
      for (const t of [g.tags.guard, g.tags.recruit])
        ctx.addEffect({
          source: null,
          controller: 1,
          layer: 'numeric',
          op: 'power',
          params: { n: -5 },
          targets: [t],
          until: 'turn',
        });
    });
    expect(power(g, g.tags.guard)).toBe(3);
    expect(power(g, g.tags.recruit)).toBe(2);
    const floor = (id: string, n: number): EffectInstance => ({
      id,
      ts: 1,
      layer: 'numeric',
      source: null,
      controller: 0,
      op: 'floor',
      params: { n },
    });
    const plus = { ...floor('p', 0), op: 'power', ts: 50 };
    const cmp = LAYERS.compare!;
    expect(cmp(g.state, floor('small', 2), floor('big', 3))).toBeGreaterThan(0);
    expect(cmp(g.state, floor('big', 3), plus)).toBeGreaterThan(0);
  });

  it('VZ 911.4: a created effect applies to the characters it applied to when made, not to later arrivals', () => {
    const g = board(
      players({
        area: { '1': { card: 'VZ-C01', tag: 'old' } },
        hand: [{ card: 'VZ-C01', tag: 'new' }],
        energy: 1,
      }),
    );
    start(g, 'vz.resolve', {
      source: null,
      controller: 0,
      card: 'VZ-C01',
      fx: [{ op: 'power', on: { all: { side: 'own' } }, n: 2, until: 'turn' }],
      specs: [],
      rule: 'test',
    });
    start(g, 'vz.play', { player: 0, card: g.tags.new, via: 'main' });
    reply(g, 'l2');
    expect(power(g, g.tags.old)).toBe(4);
    expect(power(g, at(g, 0, 3))).toBe(2);
  });

  it('VZ 911.5: a character entering an area gets the static effects that apply there at once', () => {
    const g = board(players({ area: { '1': 'VZ-C04' }, hand: [{ card: 'VZ-C01', tag: 'new' }], energy: 1 }));
    start(g, 'vz.play', { player: 0, card: g.tags.new, via: 'main' });
    reply(g, 'l1');
    expect(power(g, at(g, 0, 2))).toBe(3);
  });

  it("VZ 911.7: an immune character is not affected by the opponent's continuous effects, only by its controller's", () => {
    const g = board(players({ area: { '1': { card: 'VZ-C23', tag: 'mirror' } } }));
    withCtx(g, (ctx) => {
      ctx.addEffect({
        source: null,
        controller: 1,
        layer: 'numeric',
        op: 'setPower',
        params: { n: 1 },
        targets: [g.tags.mirror],
        until: 'turn',
      });
      ctx.addEffect({
        source: null,
        controller: 0,
        layer: 'numeric',
        op: 'power',
        params: { n: 1 },
        targets: [g.tags.mirror],
        until: 'turn',
      });
    });
    expect(power(g, g.tags.mirror)).toBe(5);
  });

  it('VZ 903.2b: a character that lost its abilities keeps them on the card, but its static effects stop', () => {
    const g = board(
      players({ area: { '1': { card: 'VZ-C04', tag: 'leader' }, '2': { card: 'VZ-C01', tag: 'rookie' } } }),
    );
    expect(power(g, g.tags.rookie)).toBe(3);
    withCtx(g, (ctx) => {
      ctx.addEffect({
        source: null,
        controller: 1,
        layer: 'non-numeric',
        op: 'loseAbilities',
        params: {},
        targets: [g.tags.leader],
        until: 'turn',
      });
    });
    expect(power(g, g.tags.rookie)).toBe(2);
    expect(charsOf(g.state, g.tags.leader)!.abilities).toEqual([]);
  });
});
