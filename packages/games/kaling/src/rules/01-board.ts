/**
 * Chapter 1 (对战场地): the 5×5 battlefield, the players' fields and the public row, directions
 * relative to each player, the [O1]/[O2] rings, 直视 and 封锁.
 * A cell is y*5+x with y = 0 the row nearest player 0 (cells A1..E5 from player 0's side).
 */
import { type Direction, Grid } from '@arbiter/kernel';
import type { G, S } from '../types.ts';

export const GRID = new Grid(5, 5);

/** KALING 1-1: rows 1–2 belong to player 0, rows 4–5 to player 1; row 3 is public (KALING 1-2). */
export function rowOwner(cell: number): number {
  const y = (cell / 5) | 0;
  return y <= 1 ? 0 : y >= 3 ? 1 : -1;
}

/** KALING 5-25 封锁: a sealed cell does not exist for any purpose (placing, moving, targeting). */
export function isSealed(g: G, cell: number): boolean {
  return g.sealed.length > 0 && g.sealed.includes(cell);
}

/** KALING 1-3: cells where a player's 卡灵 may be summoned: empty cells of their own field. */
export function summonCells(g: G, p: number): number[] {
  const out: number[] = [];
  const lo = p === 0 ? 0 : 15;
  for (let c = lo; c < lo + 10; c++) if (g.cells[c] === 0 && !isSealed(g, c)) out.push(c);
  return out;
}

/** KALING 1-4: cells where tactics and devices may be placed or set: own field and public row. */
export function placeCells(g: G, p: number): number[] {
  const out: number[] = [];
  const lo = p === 0 ? 0 : 10;
  for (let c = lo; c < lo + 15; c++) if (g.cells[c] === 0 && !isSealed(g, c)) out.push(c);
  return out;
}

export function emptyCells(g: G): number[] {
  const out: number[] = [];
  for (let c = 0; c < 25; c++) if (g.cells[c] === 0 && !isSealed(g, c)) out.push(c);
  return out;
}

const DIR_ARROWS: Record<string, Direction> = {
  '↑': 'up',
  '↓': 'down',
  '←': 'left',
  '→': 'right',
  '↖': 'upleft',
  '↗': 'upright',
  '↙': 'downleft',
  '↘': 'downright',
};

const ARROWS = ['↑', '↓', '←', '→', '↖', '↗', '↙', '↘'];
/** Neighbour tables, built once: NEIGHBOUR[facing][arrow][cell] is the cell there, or -1 off the board. */
const NEIGHBOUR: Record<string, number[]>[] = [0, 1].map((facing) => {
  const t: Record<string, number[]> = {};
  for (const a of ARROWS) {
    t[a] = [];
    for (let c = 0; c < 25; c++) {
      const n = GRID.step(c, DIR_ARROWS[a], facing as 0 | 1);
      t[a].push(n === null ? -1 : n);
    }
  }
  return t;
});
const RINGS: number[][][] = [[], [], []];
for (let c = 0; c < 25; c++) {
  RINGS[1].push(GRID.ring(c, 1));
  RINGS[2].push([...GRID.ring(c, 1), ...GRID.ring(c, 2)]);
}

/** KALING 1-11: the cell at [↑]/[↓]/[←]/[→]/[↖]/[↗]/[↙]/[↘] of a cell, seen by player p ([↑] toward the opponent). */
export function rel(g: G, cell: number, arrow: string, p: number): number | null {
  const n = NEIGHBOUR[p][arrow][cell];
  if (n < 0 || (g.sealed.length > 0 && g.sealed.includes(n))) return null;
  return n;
}

/**
 * KALING 1-10: [O1] is the 8 cells around (KALING 5-21), [O2] the 24 cells within two rings
 * (KALING 5-22); never the cell itself. KALING 5-25: sealed cells are left out, but a ring that
 * contains some still works.
 */
export function ring(g: G, cell: number, r: 1 | 2): number[] {
  const out = RINGS[r][cell];
  return g.sealed.length ? out.filter((c) => !g.sealed.includes(c)) : out;
}

/** KALING 1-9: the cells in the same column (纵向) as a cell. */
export function column(g: G, cell: number): number[] {
  const x = cell % 5;
  const out: number[] = [];
  for (let y = 0; y < 5; y++) {
    const c = y * 5 + x;
    if (c !== cell && !isSealed(g, c)) out.push(c);
  }
  return out;
}

/** The cells ahead of a card in its column ([↑] side, "纵向前方"), nearest first. */
export function ahead(g: G, cell: number, p: number): number[] {
  const out: number[] = [];
  let cur = rel(g, cell, '↑', p);
  while (cur !== null) {
    out.push(cur);
    cur = rel(g, cur, '↑', p);
  }
  return out;
}

/**
 * KALING 5-23 直视 / KALING 5-24 直视(无视盖卡): the cards a card at `cell` sees along its row and
 * column: the first card in each of the four directions, with nothing between.
 * With `ignoreSet`, face-down cards between do not block (but are not seen either).
 */
export function lineOfSight(s: S, cell: number, ignoreSet: boolean): number[] {
  const g = s.g;
  const out: number[] = [];
  for (const d of ['up', 'down', 'left', 'right'] as const) {
    let cur = GRID.step(cell, d, 0);
    while (cur !== null && !isSealed(g, cur)) {
      const id = g.cells[cur];
      if (id) {
        const o = s.objects[id];
        if (ignoreSet && o?.faceDown) {
          cur = GRID.step(cur, d, 0);
          continue;
        }
        out.push(id);
        break;
      }
      cur = GRID.step(cur, d, 0);
    }
  }
  return out;
}

export function cellName(c: number): string {
  return GRID.name(c);
}

export function parseCell(t: string): number | null {
  return GRID.parse(t);
}
