/**
 * RB 450–457 layers on the kernel's LayerSystem, with the seed's worked examples on the real cards
 * (the kernel fixture packages/kernel/test/fixtures/rb-layers.ts is the reference), and the Might
 * arithmetic of RB 419 (Double), RB 420 (Swap), RB 454.3 and the keywords that change Might.
 */
import { computeUncached } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { buff, doubleMight, spendBuff, swapMight } from '../src/rules/400-actions.ts';
import { addContinuous, addMight, grantKeywords, LAYERS, mightOf } from '../src/rules/450-layers.ts';
import { board, keywords, might } from './kit.ts';

const FIORA_VICTORIOUS = 'ogn-232-298';
const CORSAIR = 'ogn-130-298'; // 3 Might, no keywords
const POUTY = 'ogn-013-298'; // 2 Might, Deflect
const STALWART = 'ogn-052-298'; // 2 Might, Shield
const DARING = 'ogn-210-298'; // 2 Might, Assault
const GAREN_RUGGED = 'ogs-007-024'; // 5 Might, Assault 2, Shield 2
const WAR_CAMP = 'ogn-294-298'; // battlefield: units here +1

describe('RB 453: layers until stable, the Fiora example', () => {
  it('RB 453.3: Fiora, Victorious (printed 4) buffed to 5 becomes Mighty and gains Deflect, Ganking and Shield', () => {
    const b = board({ p0: { base: [FIORA_VICTORIOUS] } });
    const f = b.id[FIORA_VICTORIOUS];
    expect(might(b.s, f)).toBe(4);
    expect(keywords(b.s, f)).toEqual({});
    buff(b.ctx, f);
    expect(might(b.s, f)).toBe(5);
    expect(keywords(b.s, f)).toEqual({ deflect: 1, ganking: 1, shield: 1 });
    // RB 453.1, RB 453.2: applied once through the layers, the abilities layer would not see the +1.
    const once = computeUncached(b.s, { ...LAYERS, repeatUntilStable: false });
    expect(once[f].kw).toEqual({});
  });

  it('RB 453.3: the buffed Fiora defending gets Shield’s +1 → 6; losing the buff while defending → 4 with no keywords', () => {
    const b = board({ p0: { bf0: [{ card: FIORA_VICTORIOUS, buff: 1, designation: 'defender' }] } });
    const f = b.id[FIORA_VICTORIOUS];
    expect(might(b.s, f)).toBe(6);
    expect(keywords(b.s, f)).toEqual({ deflect: 1, ganking: 1, shield: 1 });
    spendBuff(b.ctx, f);
    expect(might(b.s, f)).toBe(4);
    expect(keywords(b.s, f)).toEqual({});
  });

  it('RB 453, RB 454: the three layers in order — traits (Might set), abilities, arithmetic', () => {
    const b = board({ p0: { base: [{ card: CORSAIR, buff: 1 }] } });
    const u = b.id[CORSAIR];
    // RB 454.1.a.1: "Might becomes 4" is applied in the traits layer, before the buff's +1.
    b.ctx.addEffect({
      source: null,
      controller: 0,
      layer: 'traits',
      op: 'set-might',
      params: { n: 4 },
      targets: [u],
      until: 'turn',
    });
    expect(might(b.s, u)).toBe(5);
    // RB 454.2: a granted keyword (abilities layer) can switch on an arithmetic effect (Shield).
    grantKeywords(b.ctx, u, { shield: 2 }, 'turn', 0);
    expect(keywords(b.s, u).shield).toBe(2);
    expect(might(b.s, u)).toBe(5);
  });
});

describe('RB 419 Double, RB 420 Swap', () => {
  it('RB 419.1.a: base 3 with Shield 2 defending is 5; doubled → +5 → 10; once combat ends (Shield gone) → 8', () => {
    const b = board({ p0: { bf0: [{ card: CORSAIR, designation: 'defender' }] } });
    const u = b.id[CORSAIR];
    grantKeywords(b.ctx, u, { shield: 2 }, 'combat', 0);
    expect(might(b.s, u)).toBe(5);
    expect(doubleMight(b.ctx, u, 'turn', 0)).toBe(5);
    expect(might(b.s, u)).toBe(10);
    // The combat ends: designations go (RB 444.1.a.3) and "this combat" effects end.
    delete (b.s.objects[u].data as { designation?: string }).designation;
    b.ctx.removeEffects((e) => e.until === 'combat');
    expect(might(b.s, u)).toBe(8);
    // RB 317.3.a: the doubling lasted this turn.
    b.ctx.removeEffects((e) => e.until === 'turn');
    expect(might(b.s, u)).toBe(3);
  });

  it('RB 419.1: doubling adds the current value, so doubling twice quadruples', () => {
    const b = board({ p0: { base: [CORSAIR] } });
    const u = b.id[CORSAIR];
    doubleMight(b.ctx, u, 'turn', 0);
    doubleMight(b.ctx, u, 'turn', 0);
    expect(might(b.s, u)).toBe(12);
  });

  it('RB 420.1.b: swapping 3 and 2 gives the lower +1 and the higher −1; RB 420.1.c: equal values change nothing', () => {
    const b = board({ p0: { base: [CORSAIR, POUTY, { card: DARING, as: 'daring' }] } });
    swapMight(b.ctx, b.id[CORSAIR], b.id[POUTY], 'turn', 0);
    expect(might(b.s, b.id[CORSAIR])).toBe(2);
    expect(might(b.s, b.id[POUTY])).toBe(3);
    // RB 420.1.a: two effects, one increase and one decrease.
    expect(b.s.effects.map((e) => e.params.n).sort()).toEqual([-1, 1]);
    // Corsair is now 2 and Daring Poro is 2: nothing to swap.
    const before = b.s.effects.length;
    swapMight(b.ctx, b.id[CORSAIR], b.id.daring, 'turn', 0);
    expect(b.s.effects.length).toBe(before);
    expect(might(b.s, b.id.daring)).toBe(2);
  });
});

describe('RB 454.3 arithmetic', () => {
  it('RB 454.3.b: "−4 to a minimum of 1" on a 2-Might unit is snapshotted as −1 and stays −1', () => {
    const b = board({ p0: { base: [POUTY] } });
    const u = b.id[POUTY];
    expect(addMight(b.ctx, u, -4, 'turn', { min: 1, controller: 1 })).toBe(-1);
    expect(might(b.s, u)).toBe(1);
    // A later +3 does not make the earlier effect take more: 2 − 1 + 3 = 4.
    addMight(b.ctx, u, 3, 'turn', { controller: 0 });
    expect(might(b.s, u)).toBe(4);
  });

  it('RB 454.3.d.1, RB 454.3.d.2: increases apply before decreases whatever their timestamps', () => {
    const b = board({ p0: { base: [POUTY] } });
    const u = b.id[POUTY];
    addMight(b.ctx, u, -3, 'turn', { controller: 1 });
    addMight(b.ctx, u, 2, 'turn', { controller: 0 });
    const order: number[] = [];
    const sys = {
      ...LAYERS,
      apply: (s: any, eff: any, c: any, id: any, chars: any) => {
        if (eff.op === 'might') order.push(eff.params.n);
        LAYERS.apply(s, eff, c, id, chars);
      },
    };
    computeUncached(b.s, sys);
    expect(order).toEqual([2, -3]);
    // RB 142.2.b: Might below 0 counts as 0 (2 + 2 − 3 = 1 here; −5 more gives −4 → 0).
    addMight(b.ctx, u, -5, 'turn', { controller: 1 });
    expect(mightOf(b.s, u)).toBe(0);
  });

  it('RB 457.1, RB 457.3: without a dependency, effects of a layer apply in timestamp order', () => {
    const b = board({ p0: { base: [POUTY] } });
    const u = b.id[POUTY];
    addMight(b.ctx, u, 1, 'turn', { controller: 0 });
    addMight(b.ctx, u, 2, 'turn', { controller: 0 });
    const seen: number[] = [];
    computeUncached(b.s, {
      ...LAYERS,
      apply: (s: any, eff: any, c: any, id: any, chars: any) => {
        if (eff.op === 'might') seen.push(eff.ts);
        LAYERS.apply(s, eff, c, id, chars);
      },
    });
    expect(seen).toEqual([...seen].sort((x, y) => x - y));
    expect(seen).toHaveLength(2);
  });

  it('RB 455.1.b, RB 456.1: an effect that changes what another applies to is applied first (dependency)', () => {
    const b = board({ p0: { base: [POUTY, DARING] } });
    // A (earlier): "your units with Tank have Shield 2"; B (later): "your units have Tank".
    addContinuous(
      b.ctx,
      { keywords: { shield: 2 }, to: { kind: 'unit', side: 'friendly', keyword: 'tank' } },
      'turn',
      0,
    );
    addContinuous(b.ctx, { keywords: { tank: 1 }, to: { kind: 'unit', side: 'friendly' } }, 'turn', 0);
    const order: string[] = [];
    const chars = computeUncached(b.s, {
      ...LAYERS,
      apply: (s: any, eff: any, c: any, id: any, ch: any) => {
        if (eff.op === 'group') order.push(Object.keys(eff.params.effect.keywords)[0]);
        LAYERS.apply(s, eff, c, id, ch);
      },
    });
    // RB 456.1: B (depended on) first, then A right after — in the first pass.
    expect(order.slice(0, 3)).toEqual(['tank', 'tank', 'shield']);
    expect(chars[b.id[POUTY]].kw).toEqual({ deflect: 1, tank: 1, shield: 2 });
  });

  it('RB 455: two effects on one unit in one layer both apply (Shield and another unit’s passive)', () => {
    const b = board({ p0: { bf0: [{ card: STALWART, designation: 'defender' }, 'ogs-013-024'] } });
    // Stalwart Poro 2 + Shield 1 + Garen, Commander's +1 to other friendly units here = 4.
    expect(might(b.s, b.id[STALWART])).toBe(4);
  });
});

describe('RB 740 Shield, RB 733 Assault, RB 703 buffs, RB 360 passives', () => {
  it('RB 740.1.c, RB 740.1.d.1: Shield counts only while defending; RB 733.1.c, RB 733.1.d.1: Assault only while attacking', () => {
    const b = board({ p0: { bf0: [GAREN_RUGGED] } });
    const g = b.id[GAREN_RUGGED];
    expect(might(b.s, g)).toBe(5);
    (b.s.objects[g].data as any).designation = 'attacker';
    b.ctx.touch();
    expect(might(b.s, g)).toBe(7);
    (b.s.objects[g].data as any).designation = 'defender';
    b.ctx.touch();
    expect(might(b.s, g)).toBe(7);
  });

  it('RB 740.2, RB 733.2: granted Shield and Assault add to the printed ones', () => {
    const b = board({
      p0: {
        bf0: [
          { card: STALWART, designation: 'defender' },
          { card: DARING, designation: 'attacker' },
        ],
      },
    });
    grantKeywords(b.ctx, b.id[STALWART], { shield: 3, tank: 1 }, 'turn', 0);
    grantKeywords(b.ctx, b.id[DARING], { assault: 3 }, 'turn', 0);
    expect(keywords(b.s, b.id[STALWART])).toEqual({ shield: 4, tank: 1 });
    expect(might(b.s, b.id[STALWART])).toBe(6);
    expect(might(b.s, b.id[DARING])).toBe(6);
  });

  it('RB 703: a buff gives +1 Might; RB 702.3: one buff at most', () => {
    const b = board({ p0: { base: [POUTY] } });
    expect(buff(b.ctx, b.id[POUTY])).toBe(true);
    expect(buff(b.ctx, b.id[POUTY])).toBe(false);
    expect(might(b.s, b.id[POUTY])).toBe(3);
  });

  it('RB 361.3, RB 362.1: a battlefield passive ("units here +1") applies to every unit there, both sides', () => {
    const b = board({
      battlefields: [WAR_CAMP, 'ogn-288-298'],
      p0: { bf0: [POUTY], base: [DARING] },
      p1: { bf0: [CORSAIR] },
    });
    expect(might(b.s, b.id[POUTY])).toBe(3);
    expect(might(b.s, b.id[CORSAIR])).toBe(4);
    expect(might(b.s, b.id[DARING])).toBe(2);
  });

  it('a created group effect (Stand United: buffs give +1 more to your units) applies to buffed friendly units only', () => {
    const b = board({
      p0: { base: [{ card: POUTY, buff: 1 }, DARING] },
      p1: { base: [{ card: CORSAIR, buff: 1 }] },
    });
    addContinuous(
      b.ctx,
      { mightPerBuff: 1, to: { kind: 'unit', side: 'friendly', buffed: true } },
      'turn',
      0,
    );
    expect(might(b.s, b.id[POUTY])).toBe(4);
    expect(might(b.s, b.id[DARING])).toBe(2);
    expect(might(b.s, b.id[CORSAIR])).toBe(4);
  });
});
