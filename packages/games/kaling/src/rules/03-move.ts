/**
 * Chapter 3, ③ 移动 (movement): once a turn, orthogonally, up to SP cells, turning allowed; a
 * timing point when the move is declared, at every cell and when it ends; after a chain the move
 * goes on while cells remain (KALING 4.4-4).
 */
import type { Procedure } from '@arbiter/kernel';
import type { FieldData, G, S } from '../types.ts';
import { cellName, GRID, isSealed } from './01-board.ts';
import { cellFromOpt, cellOpt } from './04-chain-activate.ts';
import { openWindows } from './04-chain-window.ts';
import { emit, hasKw, stats } from './05-terms.ts';

const ORTHO: number[][] = [];
const VERT: number[][] = [];
for (let c = 0; c < 25; c++) {
  ORTHO.push(GRID.neighbors(c));
  VERT.push(GRID.neighbors(c, ['up', 'down']));
}

/** Empty, unsealed orthogonal neighbours (stand-in: no cell with a card in it may be entered). */
export function stepCells(s: S, cell: number, vertical = false): number[] {
  const g = s.g;
  const out: number[] = [];
  const ns = vertical ? VERT[cell] : ORTHO[cell];
  for (let i = 0; i < ns.length; i++) {
    const n = ns[i];
    if (g.cells[n] === 0 && !isSealed(g, n)) out.push(n);
  }
  return out;
}

/** KALING 3.5.3-1: a 卡灵 may move once a turn if it has SP and a free neighbouring cell. */
export function canMove(s: S, id: number): boolean {
  const o = s.objects[id];
  const fdata = o.data as FieldData;
  if (fdata.moved) return false;
  if (hasKw(s, id, 'nomove')) return false;
  if (stats(s, id).sp < 1) return false;
  return stepCells(s, fdata.cell).length > 0;
}

export interface MoveD {
  object: number;
  player: number;
  /** Cells moved so far. */
  stepsTaken: number;
  /** Fixed number of cells (effects and 调兵奇袭), or undefined to use SP. */
  max?: number;
  vertical?: boolean;
  rule: string;
}

const move: Procedure<G> = (ctx, f, input) => {
  const d = f.d as MoveD;
  const s = ctx.state;
  const g = ctx.g;
  for (;;) {
    switch (f.step) {
      case 0: {
        const o = s.objects[d.object];
        if (d.max === undefined) (o.data as FieldData).moved = 1;
        // KALING 3.5.3-3: declaring the move is a timing point.
        if (ctx.logging) ctx.log(d.rule, 'kl.move-start', { c: ctx.ref(d.object) });
        emit(ctx, {
          type: 'move-start',
          player: d.player,
          object: d.object,
          card: o.card,
          cell: (o.data as FieldData).cell,
        });
        f.step = 1;
        openWindows(ctx);
        return;
      }
      case 1: {
        const o = s.objects[d.object];
        if (o?.zone !== 'field' || o.faceDown) {
          ctx.done();
          return;
        }
        const limit = d.max ?? stats(s, d.object).sp;
        const left = hasKw(s, d.object, 'nomove') ? 0 : limit - d.stepsTaken;
        const cell = (o.data as FieldData).cell;
        const opts = left > 0 ? stepCells(s, cell, d.vertical) : [];
        if (opts.length === 0 || (d.max !== undefined && left <= 0)) {
          f.step = 3;
          continue;
        }
        f.step = 2;
        // KALING 3.5.3-2: one orthogonal cell at a time; the move may end early once it has begun.
        // KALING 4.4-4: mid-move only steps and chains of quick effects happen — no ignition effects,
        // attack declarations or summons until the move is declared over.
        const options = opts.map(cellOpt);
        if (d.stepsTaken > 0) options.push({ id: 'stop', label: { key: 'kl.move-stop' } });
        ctx.ask({
          player: d.player,
          kind: 'move',
          prompt: { key: 'kl.ask-move', args: { c: ctx.ref(d.object), left } },
          rule: 'KALING 3.5.3-2',
          domain: { type: 'pick', min: 1, max: 1, options },
        });
        return;
      }
      case 2: {
        const choice = (input as string[])[0];
        if (choice === 'stop') {
          f.step = 3;
          continue;
        }
        const to = cellFromOpt(choice);
        const o = s.objects[d.object];
        const from = (o.data as FieldData).cell;
        g.cells[from] = 0;
        g.cells[to] = d.object;
        (o.data as FieldData).cell = to;
        ctx.touch();
        d.stepsTaken++;
        if (ctx.logging)
          ctx.log('KALING 3.5.3-3', 'kl.moved', {
            c: ctx.ref(d.object),
            from: cellName(from),
            to: cellName(to),
          });
        // KALING 3.5.3-3: every cell moved is a timing point; KALING 3.5.3-4: the move continues after the chain.
        emit(ctx, { type: 'move-step', player: d.player, object: d.object, card: o.card, cell: to, from });
        f.step = 1;
        openWindows(ctx);
        return;
      }
      case 3: {
        const o = s.objects[d.object];
        if (o && o.zone === 'field') {
          if (ctx.logging) ctx.log('KALING 3.5.3-3', 'kl.move-end', { c: ctx.ref(d.object) });
          emit(ctx, {
            type: 'move-end',
            player: d.player,
            object: d.object,
            card: o.card,
            cell: (o.data as FieldData).cell,
          });
        }
        f.step = 4;
        openWindows(ctx);
        return;
      }
      case 4:
        ctx.done();
        return;
      default:
        throw new Error(`kl.move: bad step ${f.step}`);
    }
  }
};

export const MOVE_PROCEDURES: Record<string, Procedure<G>> = { 'kl.move': move };
