/**
 * RB 445–449: scoring. A player scores (RB 446) a battlefield by Conquer (gaining control of it,
 * RB 446.1, RB 446.1.b: by establishing control after contesting it, RB 444.2.b) or Hold (keeping
 * control during their Beginning Phase, RB 446.2), at most once per battlefield
 * per turn (RB 447). A score earns one point, subject to the final-point rule (RB 448.1.b), and a
 * player with the Victory Score wins at once (RB 449).
 */
import type { Ctx, PlayerId } from '@arbiter/kernel';
import type { BattlefieldState, RbGame } from '../state.ts';
import { place } from '../text/places.ts';
import { cantGainPoints } from './054-cant.ts';
import type { S } from './105-zones.ts';
import { draw } from './400-actions.ts';

/**
 * Gain points (RB 448.1, and points from other sources such as Burn Out, RB 418.2.c, which the
 * final-point rule does not restrict, RB 448.1.a.1). RB 449: reaching the Victory Score wins the
 * game immediately; RB 322.1 checks the same at every cleanup.
 */
export function gainPoints(ctx: Ctx<RbGame>, p: PlayerId, n: number, rule: string): void {
  const g = ctx.g;
  g.points[p] += n;
  ctx.log(rule, 'rb.points', { player: p, n, total: g.points[p] });
  checkVictory(ctx, 'RB 449');
}

/** RB 449 / RB 322.1: a player with at least the Victory Score wins. */
export function checkVictory(ctx: Ctx<RbGame>, rule: string): boolean {
  const g = ctx.g;
  if (ctx.state.result) return true;
  for (let p = 0; p < ctx.state.players; p++) {
    if (g.points[p] >= g.victoryScore) {
      ctx.log(rule, 'rb.win-points', { player: p, n: g.victoryScore });
      ctx.end({
        winners: [p],
        draw: false,
        rule,
        reason: { key: 'rb.win-points', args: { player: p, n: g.victoryScore } },
      });
      return true;
    }
  }
  return false;
}

/** RB 447: whether `p` may still score this battlefield this turn. */
export function canScore(bf: BattlefieldState, p: PlayerId): boolean {
  return !bf.scored.includes(p);
}

/** RB 448.1.b.2: has `p` scored every battlefield this turn (counting the one being scored)? */
export function scoredEverything(s: S, p: PlayerId, scoring: BattlefieldState): boolean {
  return s.g.battlefields.every((b) => b === scoring || b.scored.includes(p));
}

/**
 * Score a battlefield (RB 446). Returns whether the score counted (RB 447: once per battlefield
 * per turn). RB 448.1: the player earns up to one point: at one point from the Victory Score
 * (RB 448.1.b), a Hold still earns it (RB 448.1.b.1) but a Conquer earns it only if they scored
 * every battlefield this turn, and otherwise draws a card instead (RB 448.1.b.2). RB 448.2: the
 * battlefield's conquer or hold abilities trigger either way (the caller fires them).
 * RB 448, RB 448.1, RB 448.1.a, RB 448.1.b: the final point's restriction applies to scores only.
 */
export function score(ctx: Ctx<RbGame>, p: PlayerId, bf: BattlefieldState, how: 'conquer' | 'hold'): boolean {
  const g = ctx.g;
  if (!canScore(bf, p)) return false;
  bf.scored.push(p);
  ctx.log(how === 'conquer' ? 'RB 446.1' : 'RB 446.2', `rb.${how}`, {
    player: p,
    b: place(ctx.state, bf.zone),
  });
  // RB 054.1: "can't gain points" negates the point. RB 376.4.c.2.c, RB 376.4.b.2.c: the score still
  // counts (once per turn, RB 447) and its hold or conquer abilities trigger (the caller fires them).
  if (cantGainPoints(ctx.state, p)) {
    ctx.log('RB 054.1', 'rb.no-points', { player: p });
    return true;
  }
  if (g.points[p] === g.victoryScore - 1 && how === 'conquer' && !scoredEverything(ctx.state, p, bf)) {
    ctx.log('RB 448.1.b.2', 'rb.final-point-draw', { player: p });
    draw(ctx, p, 1);
    return true;
  }
  gainPoints(ctx, p, 1, how === 'conquer' ? 'RB 448.1.b.2' : 'RB 448.1.b.1');
  return true;
}
