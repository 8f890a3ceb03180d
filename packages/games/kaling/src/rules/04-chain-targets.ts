/**
 * KALING 4.8-1 area targets and KALING 4.8-2 card targets: which cells, cards, players and discard-pile
 * cards an effect may choose, given its target specs (vocabulary `Tgt`) and earlier choices.
 */
import type { GameObject } from '@arbiter/kernel';
import { CARDS } from '../cards/data.ts';
import type { Area, EffectSource, TargetSpec } from '../cards/vocab.ts';
import type { FieldData, S } from '../types.ts';
import { column, isSealed, lineOfSight, rel, ring } from './01-board.ts';
import { fd, hasKw, stats } from './05-terms.ts';

export function areaCells(s: S, cell: number, p: number, a: Area): number[] {
  if (cell < 0) return [];
  const g = s.g;
  const out: number[] = [];
  if (a.directions)
    for (const d of a.directions) {
      const c = rel(g, cell, d, p);
      if (c !== null) out.push(c);
    }
  if (a.ring) out.push(...ring(g, cell, a.ring));
  if (a.column) out.push(...column(g, cell));
  if (a.lineOfSight) for (const id of lineOfSight(s, cell, false)) out.push(fd(s.objects[id]).cell);
  return out;
}

function cellOf(s: S, id: number): number {
  const o = s.objects[id];
  return o && o.zone === 'field' ? (o.data as FieldData).cell : -1;
}

/** Cells whose occupant makes them immune to being chosen as effect targets (北极帝王). */
function cellImmune(s: S, c: number): boolean {
  const id = s.g.cells[c];
  return id !== 0 && hasKw(s, id, 'cellImm');
}

const ALL_CELLS: readonly number[] = Array.from({ length: 25 }, (_, i) => i);

function okChoice(q: EffectSource, t: TargetSpec, chosen: number[], x: number): boolean {
  if (t.distinct && chosen.includes(x)) return false;
  return !t.filter || t.filter(q, x);
}

/** Legal choices for one target spec, given earlier choices. */
export function candidates(q: EffectSource, t: TargetSpec, chosen: number[], one = false): number[] {
  const s = q.state;
  const g = s.g;
  const base = t.measuredFromTarget !== undefined ? cellOf(s, chosen[t.measuredFromTarget]) : q.cell;
  const cells = t.area ? areaCells(s, base, q.player, t.area) : ALL_CELLS;
  // A tactic or device never targets itself (its own cell or card).
  const selfCard = CARDS[q.source.card].type !== 'kaling' ? q.source.id : -1;
  const out: number[] = [];
  switch (t.kind) {
    case 'player':
      return [q.player, 1 - q.player];
    case 'cell': {
      for (let i = 0; i < cells.length; i++) {
        const c = cells[i];
        const id = g.cells[c];
        if (t.cellHolds === 'card' && !id) continue;
        if (t.cellHolds === 'down' && !(id && s.objects[id].faceDown)) continue;
        if (selfCard >= 0 && id === selfCard) continue;
        if (isSealed(g, c) || cellImmune(s, c)) continue;
        if (okChoice(q, t, chosen, c) && !out.includes(c)) {
          out.push(c);
          if (one) return out;
        }
      }
      return out;
    }
    case 'card': {
      for (let i = 0; i < cells.length; i++) {
        const id = g.cells[cells[i]];
        if (!id || id === selfCard) continue;
        const o = s.objects[id];
        if (!matchObj(q, t, o)) continue;
        // KALING 4.8-3: a card that cannot be an effect target is skipped for card targets only.
        if (hasKw(s, id, 'untgt')) continue;
        if (okChoice(q, t, chosen, id) && !out.includes(id)) {
          out.push(id);
          if (one) return out;
        }
      }
      return out;
    }
    case 'discarded': {
      for (let k = 0; k < 2; k++) {
        const p = k === 0 ? q.player : 1 - q.player;
        if ((t.side === 'me' && p !== q.player) || (t.side === 'opp' && p === q.player)) continue;
        const pile = s.zones[`p${p}:discard`].objects;
        for (let i = 0; i < pile.length; i++) {
          const id = pile[i];
          if (matchDef(t, s.objects[id]) && okChoice(q, t, chosen, id)) {
            out.push(id);
            if (one) return out;
          }
        }
      }
      return out;
    }
  }
}

function matchDef(t: TargetSpec, o: GameObject): boolean {
  const def = CARDS[o.card];
  if (t.kaling && def.type !== 'kaling') return false;
  if (t.attr && !def.attrs.includes(t.attr as never)) return false;
  if (t.maxLevel !== undefined && def.lv > t.maxLevel) return false;
  if (t.minLevel !== undefined && def.lv < t.minLevel) return false;
  if (t.series && def.series !== t.series) return false;
  return true;
}

function matchObj(q: EffectSource, t: TargetSpec, o: GameObject): boolean {
  if (t.notSelf && o.id === q.source.id) return false;
  if (t.side === 'me' && o.controller !== q.player) return false;
  if (t.side === 'opp' && o.controller === q.player) return false;
  if (t.down) return !!o.faceDown;
  if (t.kaling) {
    if (o.faceDown || CARDS[o.card].type !== 'kaling') return false;
    const st = stats(q.state, o.id);
    if (t.attr && !st.attributes.includes(t.attr)) return false;
    if (t.maxLevel !== undefined && st.level > t.maxLevel) return false;
    if (t.minLevel !== undefined && st.level < t.minLevel) return false;
    if (t.series && CARDS[o.card].series !== t.series) return false;
  }
  return true;
}

/** Whether all remaining target specs can be chosen (depth-first over the few candidates). */
export function targetsFeasible(q: EffectSource, specs: readonly TargetSpec[], chosen: number[]): boolean {
  if (chosen.length >= specs.length) return true;
  // The last spec only needs one candidate.
  const last = chosen.length === specs.length - 1;
  for (const c of candidates(q, specs[chosen.length], chosen, last)) {
    chosen.push(c);
    const ok = targetsFeasible(q, specs, chosen);
    chosen.pop();
    if (ok) return true;
  }
  return false;
}
