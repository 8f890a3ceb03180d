/**
 * What several card files share: trigger conditions (`W`), small helpers of resolutions, and the
 * named moves without rules effect. No card is named here.
 */
import type { Ctx } from '@arbiter/kernel';
import { rel, ring } from '../../rules/01-board.ts';
import type { MoveD } from '../../rules/03-move.ts';
import { stats, swapCells } from '../../rules/05-terms.ts';
import type { Ev, FieldData, G, Link } from '../../types.ts';
import { CARDS } from '../data.ts';
import type { CardEffect, EffectSource } from '../vocab.ts';
import { bilingual } from '../vocab.ts';
/**
 * What every implemented card does, in the effect vocabulary of ./vocab.ts. Texts are our own
 * wording of the reference data (KLSD Documents 卡灵时代资料站, CC-BY 4.0). Effects are listed in
 * the card's printed order; their index is the effect number used in option ids and logs.
 */

export const move = (zh: string, en: string): CardEffect => ({
  kind: 'move',
  name: bilingual(zh, en),
  text: bilingual('招式（无规则效果）', 'A named move (no rules effect)'),
});

// Trigger conditions ----------------------------------------------------------------------------

export const W = {
  /** This card was cleared from the field (it is now in the discard pile). */
  selfCleared: (by?: string) => (ev: Ev, q: EffectSource) =>
    ev.type === 'destroyed' && ev.movedTo === q.source.id && (!by || ev.by === by),
  /** One of your 卡灵 on the field was cleared. */
  ownKalingCleared: (by?: string) => (ev: Ev, q: EffectSource) =>
    ev.type === 'destroyed' && ev.player === q.player && ev.ap !== undefined && (!by || ev.by === by),
  selfSummoned: (ev: Ev, q: EffectSource) => ev.type === 'summon' && ev.object === q.source.id,
  oppActivates: (ev: Ev, q: EffectSource) => ev.type === 'act' && ev.player !== q.player,
  targetsSelf: (ev: Ev, q: EffectSource) =>
    ev.type === 'act' && !!ev.targets?.includes(q.source.id) && ev.object !== q.source.id,
  ownLpUp: (ev: Ev, q: EffectSource) => ev.type === 'lp-up' && ev.player === q.player,
  kalingReturned: (ev: Ev) => ev.type === 'returned' && CARDS[ev.card!]?.type === 'kaling',
  cardReturned: (ev: Ev) => ev.type === 'returned',
  selfToDiscard: (ev: Ev, q: EffectSource) => ev.type === 'to-discard' && ev.object === q.source.id,
  oppAttacks: (ev: Ev, q: EffectSource) => ev.type === 'atk-decl' && ev.player !== q.player,
  selfAttacks: (ev: Ev, q: EffectSource) => ev.type === 'atk-decl' && ev.object === q.source.id,
  oppSets: (ev: Ev, q: EffectSource) => ev.type === 'set' && ev.player !== q.player,
  /** A 卡灵 (optionally only the opponent's) moved into this card's [O1]. */
  movedIntoO1: (oppOnly: boolean) => (ev: Ev, q: EffectSource) => {
    if (ev.type !== 'move-step' || q.cell < 0) return false;
    if (oppOnly && ev.player === q.player) return false;
    if (ev.object === q.source.id) return false;
    const r = ring(q.state.g, q.cell, 1);
    return r.includes(ev.cell!) && !r.includes(ev.from as number);
  },
};

export function live(ctx: Ctx<G>, id: number | undefined): number | null {
  return id !== undefined && ctx.state.objects[id]?.zone === 'field' ? id : null;
}

export function opp(L: Link): number {
  return 1 - L.player;
}

// -------------------------------------------------------------------------------------

// Code where the vocabulary ends -----------------------------------------------------------------

/** 影狱蛇: the set cards at its [↖][↗]. */
export function snakeTargets(q: EffectSource): number[] {
  const out: number[] = [];
  for (const a of ['↖', '↗']) {
    const c = rel(q.state.g, q.cell, a, q.player);
    const id = c !== null ? q.state.g.cells[c] : 0;
    if (id && q.state.objects[id].faceDown) out.push(id);
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
    ctx.zone(`p${L.player}:${from}`).objects.find((x) => ctx.state.objects[x].card === 'sleep-god-sandman');
  const other = chosen === 'hand' ? 'deck' : 'hand';
  const from = find(chosen) !== undefined ? chosen : other;
  const id = find(from);
  if (id === undefined) return;
  ctx.reveal(id, [0, 1]);
  // Named by card, not by object: the object's id was hidden in the hand or deck, and naming it
  // would tell which hidden object held the card (the fuzz's permute check found this).
  if (ctx.logging)
    ctx.log('KALING 5-1', `kl.sleep-god-from-${from}`, { name: { key: 'kl.card.sleep-god-sandman' } });
  if (from === 'deck') ctx.shuffle(`p${L.player}:deck`);
  ctx.call('kl.free-summon', { id, p: L.player, where: 'own' });
}

export function swapTargets(ctx: Ctx<G>, L: Link): void {
  const a = live(ctx, L.targets[0]);
  const b = live(ctx, L.targets[1]);
  if (a && b) swapCells(ctx, a, b);
}

export function deckHas(q: EffectSource, f: (card: string) => boolean): boolean {
  return q.state.zones[`p${q.player}:deck`].objects.some((id) => f(q.state.objects[id].card));
}

export function handHas(q: EffectSource, f: (card: string) => boolean): boolean {
  return q.state.zones[`p${q.player}:hand`].objects.some(
    (id) => id !== q.source.id && f(q.state.objects[id].card),
  );
}

export function canStepVertical(q: EffectSource, id: number): boolean {
  const c = (q.state.objects[id].data as FieldData).cell;
  for (const d of [5, -5]) {
    const n = c + d;
    if (n >= 0 && n < 25 && q.state.g.cells[n] === 0 && !q.state.g.sealed.includes(n)) return true;
  }
  return false;
}

/** A move caused by an effect: n cells (−1: up to its SP), optionally only along its column. */
export function moveBy(ctx: Ctx<G>, L: Link, n: number, vertical: boolean): void {
  const id = live(ctx, L.targets[0]);
  if (!id) return;
  const o = ctx.obj(id);
  const max = n < 0 ? stats(ctx.state, id).sp : n;
  if (max < 1) return;
  ctx.call('kl.move', {
    object: id,
    player: o.controller,
    stepsTaken: 0,
    max,
    vertical,
    rule: 'KALING 5-3',
  } satisfies MoveD);
}
