/**
 * RB 364–368: replacement effects on the kernel's event pipeline. The pool's replacement is
 * Highlander's "the next time it would die this turn ... instead" (a delayed replacement, RB 383.3).
 */
import { describe, expect, it } from 'vitest';
import { execNow } from '../src/rules/134-instructions.ts';
import { EVENTS } from '../src/rules/364-replacements.ts';
import { Z } from '../src/state.ts';
import { type Board, board, drain, only } from './kit.ts';

const HIGHLANDER = 'ogs-020-024';
const PORO = 'ogn-013-298';
const STEPS = { card: HIGHLANDER, path: ['abilities', 0, 'steps'] };

function highlander(b: Board, unit: number, controller = 0): void {
  execNow(b.ctx, STEPS, { controller, source: null, here: null, targets: [[unit]] });
}

function killNow(b: Board, objs: number[]): void {
  b.ctx.event({ type: 'kill', objs, rule: 'RB 415', by: null });
  drain(b);
}

describe('RB 364–368 replacement effects', () => {
  it('RB 365, RB 366, RB 366.1, RB 367, RB 383, RB 383.1, RB 383.3, RB 384: "instead" alters the kill as it happens; the unit is healed, exhausted and recalled', () => {
    const b = board({ p0: { bf0: [{ card: PORO, as: 'u', damage: 1 }] } });
    highlander(b, b.id.u);
    expect(b.s.effects.filter((e) => e.op === 'instead-of-death')).toHaveLength(1);
    killNow(b, [b.id.u]);
    const u = b.s.objects[b.id.u];
    expect(u.zone).toBe(Z.base(0));
    expect((u.data as { damage?: number; exhausted?: boolean }).damage).toBeUndefined();
    expect((u.data as { exhausted?: boolean }).exhausted).toBe(true);
    expect(b.log.some((l) => l.rule === 'RB 366')).toBe(true);
    // RB 383.3: "the next time": used up.
    expect(b.s.effects.filter((e) => e.op === 'instead-of-death')).toHaveLength(0);
    expect(EVENTS.replacements!(b.s, { type: 'kill', objs: [b.id.u], rule: 'RB 415', by: null }, [])).toEqual(
      [],
    );
  });

  it('RB 367: only the replaced part changes — the other units of the same kill still die', () => {
    const b = board({
      p0: {
        bf0: [
          { card: PORO, as: 'u' },
          { card: PORO, as: 'v' },
        ],
      },
    });
    highlander(b, b.id.u);
    killNow(b, [b.id.u, b.id.v]);
    expect(b.s.objects[b.id.u].zone).toBe(Z.base(0));
    expect(b.s.objects[b.id.v]).toBeUndefined();
    expect(b.s.zones[Z.trash(0)].objects).toHaveLength(1);
  });

  it('RB 368: two replacements apply to one kill: the owner of the unit picks which applies first', () => {
    const b = board({ p1: { bf0: [{ card: PORO, as: 'u' }] } });
    highlander(b, b.id.u, 1);
    highlander(b, b.id.u, 1);
    b.ctx.event({ type: 'kill', objs: [b.id.u], rule: 'RB 415', by: null });
    drain(b);
    const d = only(b.s);
    expect(d.player).toBe(1);
    expect(d.rule).toBe('RB 368');
  });

  it('RB 385: the replacement works without its source — the spell that made it is long gone', () => {
    const b = board({ p0: { bf0: [{ card: PORO, as: 'u' }] } });
    highlander(b, b.id.u);
    expect(b.s.effects.find((e) => e.op === 'instead-of-death')!.source).toBeNull();
    killNow(b, [b.id.u]);
    expect(b.s.objects[b.id.u].zone).toBe(Z.base(0));
  });
});
