/**
 * Chapter 2 (对战规则): LP, energy, deck size, and how the game is won.
 */
import type { Ctx, State } from '@arbiter/kernel';
import { COUNTDOWN_WIN_CARDS } from '../cards/effects.ts';
import type { G } from '../types.ts';
import { emit } from './05-terms.ts';

/** KALING 2.1-1: each player starts with 20 LP. */
export const START_LP = 20;
/** KALING 2.2-1 / 2.2-3: 6 energy at the start, at most 6 (the energy track, KALING 1-5). */
export const MAX_ENERGY = 6;
/** KALING 3.6-1: the hand limit in the end phase. */
export const HAND_LIMIT = 6;

/** KALING 2.1-3: LP has no maximum. Raising LP is a timing point ("LP上升时"). */
export function gainLp(ctx: Ctx<G>, p: number, n: number): void {
  if (n <= 0) return;
  ctx.g.lp[p] += n;
  if (ctx.logging) ctx.log('KALING 2.1-3', 'kl.lp-up', { player: p, n, lp: ctx.g.lp[p] });
  emit(ctx, { type: 'lp-up', player: p, amount: n });
}

/** Damage or LP loss; KALING 2.4-1: a player whose LP reaches 0 loses. */
export function loseLp(ctx: Ctx<G>, p: number, n: number, rule = 'KALING 2.1-2'): void {
  if (n <= 0) return;
  ctx.g.lp[p] = Math.max(0, ctx.g.lp[p] - n);
  if (ctx.logging) ctx.log(rule, 'kl.lp-down', { player: p, n, lp: ctx.g.lp[p] });
  emit(ctx, { type: 'lp-down', player: p, amount: n });
  checkWin(ctx);
}

/** Pay or lose energy (never below 0). */
export function spendEnergy(ctx: Ctx<G>, p: number, n: number): void {
  ctx.g.energy[p] = Math.max(0, ctx.g.energy[p] - n);
}

/** 刷新 N energy: gain up to the maximum of 6 (KALING 2.2-3). */
export function refreshEnergy(ctx: Ctx<G>, p: number, n: number): void {
  ctx.g.energy[p] = Math.min(MAX_ENERGY, ctx.g.energy[p] + n);
  if (ctx.logging) ctx.log('KALING 2.2-3', 'kl.energy', { player: p, n: ctx.g.energy[p] });
}

/**
 * Draw n cards from the top of the deck. KALING 2.4-2: a player who must draw from an empty
 * deck loses. Returns false if the game ended.
 */
export function draw(ctx: Ctx<G>, p: number, n: number): boolean {
  const deck = ctx.zone(`p${p}:deck`).objects;
  let drawn = 0;
  for (let i = 0; i < n; i++) {
    if (deck.length === 0) {
      if (ctx.logging) ctx.log('KALING 2.4-2', 'kl.deck-out', { player: p });
      ctx.end({
        winners: [1 - p],
        draw: false,
        rule: 'KALING 2.4-2',
        reason: { key: 'kl.deck-out', args: { player: p } },
      });
      return false;
    }
    ctx.move(deck[deck.length - 1], `p${p}:hand`);
    drawn++;
  }
  if (drawn) {
    if (ctx.logging) ctx.log('KALING 3.4-2', 'kl.draw', { player: p, n: drawn });
    emit(ctx, { type: 'draw', player: p, amount: drawn });
  }
  checkWin(ctx);
  return true;
}

/**
 * KALING 2.4-1 (LP 0) and KALING 2.4-3 (card-specific wins: 睡神沙德曼's 死亡倒数 — while it is on the
 * field and its controller's deck is empty, that player wins).
 */
export function checkWin(ctx: Ctx<G>): void {
  const s = ctx.state;
  if (s.result) return;
  const g = ctx.g;
  const dead0 = g.lp[0] <= 0;
  const dead1 = g.lp[1] <= 0;
  if (dead0 || dead1) {
    if (dead0 && dead1) {
      ctx.end({ winners: [], draw: true, rule: 'KALING 2.4-1', reason: { key: 'kl.both-zero' } });
    } else {
      const loser = dead0 ? 0 : 1;
      ctx.end({
        winners: [1 - loser],
        draw: false,
        rule: 'KALING 2.4-1',
        reason: { key: 'kl.lp-zero', args: { player: loser } },
      });
    }
    return;
  }
  const winners: number[] = [];
  for (let c = 0; c < 25; c++) {
    const id = g.cells[c];
    if (!id) continue;
    const o = s.objects[id];
    if (!COUNTDOWN_WIN_CARDS.has(o.card) || o.faceDown) continue;
    if (s.zones[`p${o.controller}:deck`].objects.length === 0 && !winners.includes(o.controller))
      winners.push(o.controller);
  }
  if (winners.length === 1)
    ctx.end({
      winners,
      draw: false,
      rule: 'KALING 2.4-3',
      reason: { key: 'kl.sandman-win', args: { player: winners[0] } },
    });
  else if (winners.length === 2)
    ctx.end({ winners: [], draw: true, rule: 'KALING 2.4-3', reason: { key: 'kl.both-zero' } });
}

/**
 * Conceding (a stand-in, docs/decisions.md): a player may concede at any time and the opponent wins,
 * as when a player loses by KALING 2.4-1. A front end calls it; it is not an option of decisions.
 */
export function concede(state: State<G>, player: number): void {
  if (state.result) return;
  state.result = {
    winners: [1 - player],
    draw: false,
    rule: 'KALING 2.4-1',
    reason: { key: 'kl.conceded', args: { player } },
  };
  state.pending = null;
  state.version++;
}
