/**
 * What several card files share: trigger conditions (`W`), small helpers of resolutions, and the
 * named moves without rules effect. No card is named here.
 */
import type { Ctx } from '@arbiter/kernel';
import { rel, ring } from '../../rules/01-board.ts';
import { stats, swapCells } from '../../rules/05-terms.ts';
import type { Ev, FieldData, G, Link } from '../../types.ts';
import { CARDS } from '../data.ts';
import type { Eff, Q } from '../vocab.ts';
import { tx } from '../vocab.ts';
/**
 * What every implemented card does, in the effect vocabulary of ./vocab.ts. Texts are our own
 * wording of the reference data (KLSD Documents 卡灵时代资料站, CC-BY 4.0). Effects are listed in
 * the card's printed order; their index is the effect number used in option ids and logs.
 */

export const move = (zh: string, en: string): Eff => ({
  kind: 'move',
  name: tx(zh, en),
  text: tx('招式（无规则效果）', 'A named move (no rules effect)'),
});

// Trigger conditions ----------------------------------------------------------------------------

export const W = {
  /** This card was cleared from the field (it is now in the discard pile). */
  selfCleared: (by?: string) => (ev: Ev, q: Q) =>
    ev.t === 'destroyed' && ev.to === q.o.id && (!by || ev.by === by),
  /** One of your 卡灵 on the field was cleared. */
  ownKalingCleared: (by?: string) => (ev: Ev, q: Q) =>
    ev.t === 'destroyed' && ev.p === q.p && ev.ap !== undefined && (!by || ev.by === by),
  selfSummoned: (ev: Ev, q: Q) => ev.t === 'summon' && ev.o === q.o.id,
  oppActivates: (ev: Ev, q: Q) => ev.t === 'act' && ev.p !== q.p,
  targetsSelf: (ev: Ev, q: Q) => ev.t === 'act' && !!ev.tg?.includes(q.o.id) && ev.o !== q.o.id,
  ownLpUp: (ev: Ev, q: Q) => ev.t === 'lp-up' && ev.p === q.p,
  kalingReturned: (ev: Ev) => ev.t === 'returned' && CARDS[ev.k!]?.type === 'kaling',
  cardReturned: (ev: Ev) => ev.t === 'returned',
  selfToDiscard: (ev: Ev, q: Q) => ev.t === 'to-discard' && ev.o === q.o.id,
  oppAttacks: (ev: Ev, q: Q) => ev.t === 'atk-decl' && ev.p !== q.p,
  selfAttacks: (ev: Ev, q: Q) => ev.t === 'atk-decl' && ev.o === q.o.id,
  oppSets: (ev: Ev, q: Q) => ev.t === 'set' && ev.p !== q.p,
  /** A 卡灵 (optionally only the opponent's) moved into this card's [O1]. */
  movedIntoO1: (oppOnly: boolean) => (ev: Ev, q: Q) => {
    if (ev.t !== 'move-step' || q.cell < 0) return false;
    if (oppOnly && ev.p === q.p) return false;
    if (ev.o === q.o.id) return false;
    const r = ring(q.s.g, q.cell, 1);
    return r.includes(ev.c!) && !r.includes(ev.from as number);
  },
};

export function live(ctx: Ctx<G>, id: number | undefined): number | null {
  return id !== undefined && ctx.state.objects[id]?.zone === 'field' ? id : null;
}

export function opp(L: Link): number {
  return 1 - L.p;
}

// -------------------------------------------------------------------------------------

// Code where the vocabulary ends -----------------------------------------------------------------

/** 影狱蛇: the set cards at its [↖][↗]. */
export function snakeTargets(q: Q): number[] {
  const out: number[] = [];
  for (const a of ['↖', '↗']) {
    const c = rel(q.s.g, q.cell, a, q.p);
    const id = c !== null ? q.s.g.cells[c] : 0;
    if (id && q.s.objects[id].faceDown) out.push(id);
  }
  return out;
}

/** 沙德曼: whether a zone holds a 睡神沙德曼. */
export function hasSleepGod(s: Ctx<G>['state'], zone: string): boolean {
  return s.zones[zone].objects.some((id) => s.objects[id].card === 'sleep-god-sandman');
}

/**
 * 沙德曼 【无尽之梦】: free-summon a 睡神沙德曼 from the zone the player chose, or from the other zone
 * when the chosen one holds none (the player is always asked, so the question says nothing about
 * their hand: docs/decisions.md); a searched deck is shuffled. Taking the card out of the hand or the
 * deck is done in front of everyone: the card is shown in its zone first (the kernel's reveal,
 * logged), so that the public change of that zone's count is explained by a public fact.
 */
export function summonSleepGod(ctx: Ctx<G>, L: Link, chosen: 'hand' | 'deck'): void {
  const find = (from: 'hand' | 'deck') =>
    ctx.zone(`p${L.p}:${from}`).objects.find((x) => ctx.state.objects[x].card === 'sleep-god-sandman');
  const other = chosen === 'hand' ? 'deck' : 'hand';
  const from = find(chosen) !== undefined ? chosen : other;
  const id = find(from);
  if (id === undefined) return;
  ctx.reveal(id, [0, 1]);
  // Named by card, not by object: the object's id was hidden in the hand or deck, and naming it
  // would tell which hidden object held the card (the fuzz's permute check found this).
  if (ctx.logging)
    ctx.log('KALING 5-1', `kl.sleep-god-from-${from}`, { name: { key: 'kl.card.sleep-god-sandman' } });
  if (from === 'deck') ctx.shuffle(`p${L.p}:deck`);
  ctx.call('kl.free-summon', { id, p: L.p, where: 'own' });
}

export function swapTargets(ctx: Ctx<G>, L: Link): void {
  const a = live(ctx, L.tg[0]);
  const b = live(ctx, L.tg[1]);
  if (a && b) swapCells(ctx, a, b);
}

export function deckHas(q: Q, f: (card: string) => boolean): boolean {
  return q.s.zones[`p${q.p}:deck`].objects.some((id) => f(q.s.objects[id].card));
}

export function handHas(q: Q, f: (card: string) => boolean): boolean {
  return q.s.zones[`p${q.p}:hand`].objects.some((id) => id !== q.o.id && f(q.s.objects[id].card));
}

export function canStepVertical(q: Q, id: number): boolean {
  const c = (q.s.objects[id].data as FieldData).c;
  for (const d of [5, -5]) {
    const n = c + d;
    if (n >= 0 && n < 25 && q.s.g.cells[n] === 0 && !q.s.g.sealed.includes(n)) return true;
  }
  return false;
}

/** A move caused by an effect: n cells (−1: up to its SP), optionally only along its column. */
export function moveBy(ctx: Ctx<G>, L: Link, n: number, vertical: boolean): void {
  const id = live(ctx, L.tg[0]);
  if (!id) return;
  const o = ctx.obj(id);
  const max = n < 0 ? stats(ctx.state, id).sp : n;
  if (max < 1) return;
  ctx.call('kl.move', { o: id, p: o.controller, n: 0, max, vertical, rule: 'KALING 5-3' });
}
