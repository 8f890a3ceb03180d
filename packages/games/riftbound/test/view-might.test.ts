/**
 * RB 142.2: views carry each visible permanent's Might as the layers compute it (the boards show it),
 * and nothing about what the viewer cannot see.
 */
import { viewFor } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import riftbound from '../src/index.ts';
import { grantKeywords } from '../src/rules/450-layers.ts';
import type { RbGameView } from '../src/state.ts';
import { board } from './kit.ts';

const FIORA_VICTORIOUS = 'ogn-232-298'; // printed 4; Mighty gives Deflect, Ganking, Shield
const STALWART = 'ogn-052-298'; // 2 Might, Shield
const CORSAIR = 'ogn-130-298'; // 3 Might

describe('RB 142.2: the view shows computed Might', () => {
  it('RB 142.2: a buffed Fiora defending shows 6 (4 printed +1 buff +1 Shield), not printed + buff', () => {
    const b = board({
      p0: { bf0: [{ card: FIORA_VICTORIOUS, buff: 1, designation: 'defender' }], base: [STALWART] },
    });
    const g = viewFor(b.s, riftbound, 1).g as RbGameView;
    expect(g.might[b.id[FIORA_VICTORIOUS]]).toBe(6);
    expect(g.keywords[b.id[FIORA_VICTORIOUS]]).toEqual({ deflect: 1, ganking: 1, shield: 1 });
    // At its base and not defending, Shield adds nothing (RB 740.1.c).
    expect(g.might[b.id[STALWART]]).toBe(2);
  });

  it('RB 142.2: a granted keyword shows in the view; the game data is otherwise the same', () => {
    const b = board({ p0: { base: [CORSAIR] } });
    grantKeywords(b.ctx, b.id[CORSAIR], { tank: 1 }, 'turn', 0);
    const g = viewFor(b.s, riftbound, null).g as RbGameView;
    expect(g.keywords[b.id[CORSAIR]]).toEqual({ tank: 1 });
    expect(g.points).toEqual(b.s.g.points);
    expect(g.tp).toBe(b.s.g.tp);
  });

  it('RB 142.2: a face-down card has no Might entry in either player’s view (its identity stays hidden)', () => {
    const b = board({ p0: { facedown0: CORSAIR, base: [STALWART] } });
    for (const viewer of [0, 1, null]) {
      const g = viewFor(b.s, riftbound, viewer).g as RbGameView;
      expect(Object.keys(g.might)).toEqual([String(b.id[STALWART])]);
    }
  });
});
