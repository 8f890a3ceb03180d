/**
 * Board geometry shared by the grid games: cells with coordinates, directions relative to a
 * player (卡灵时代's [↑] points toward the opponent), rings around a cell ([O1]/[O2]), straight
 * lines of sight that stop at blockers (直视), sealed cells that do not exist for any purpose
 * (封锁), and shortest paths over passable cells (三国杀战棋 movement).
 * A cell is a number: y * width + x, with (0,0) at the bottom-left from player 0's side.
 */
export type Cell = number;

export type Direction = 'up' | 'down' | 'left' | 'right' | 'upleft' | 'upright' | 'downleft' | 'downright';

export const ORTHOGONAL: readonly Direction[] = ['up', 'right', 'down', 'left'];

const VECTORS: Record<Direction, [number, number]> = {
  up: [0, 1],
  down: [0, -1],
  left: [-1, 0],
  right: [1, 0],
  upleft: [-1, 1],
  upright: [1, 1],
  downleft: [-1, -1],
  downright: [1, -1],
};

export class Grid {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  get size(): number {
    return this.width * this.height;
  }

  cell(x: number, y: number): Cell {
    return y * this.width + x;
  }

  x(c: Cell): number {
    return c % this.width;
  }

  y(c: Cell): number {
    return Math.floor(c / this.width);
  }

  inside(x: number, y: number): boolean {
    return x >= 0 && y >= 0 && x < this.width && y < this.height;
  }

  /** "B3"-style name: column letter from player 0's left, row number from player 0's side. */
  name(c: Cell): string {
    return String.fromCharCode(65 + this.x(c)) + String(this.y(c) + 1);
  }

  parse(text: string): Cell | null {
    const m = /^([A-Za-z])\s*(\d+)$/.exec(text.trim());
    if (!m) return null;
    const x = m[1].toUpperCase().charCodeAt(0) - 65;
    const y = Number(m[2]) - 1;
    return this.inside(x, y) ? this.cell(x, y) : null;
  }

  /**
   * The vector of a direction as seen by a player facing "up" toward the opponent. Player 0 faces
   * +y; player 1 sits opposite and faces -y, so its left and right are mirrored too.
   */
  vector(dir: Direction, facing: 0 | 1): [number, number] {
    const [dx, dy] = VECTORS[dir];
    return facing === 0 ? [dx, dy] : [-dx, -dy];
  }

  /** The neighbouring cell in a direction relative to `facing`, or null off the board / sealed. */
  step(c: Cell, dir: Direction, facing: 0 | 1 = 0, sealed?: ReadonlySet<Cell>): Cell | null {
    const [dx, dy] = this.vector(dir, facing);
    const x = this.x(c) + dx;
    const y = this.y(c) + dy;
    if (!this.inside(x, y)) return null;
    const n = this.cell(x, y);
    return sealed?.has(n) ? null : n;
  }

  neighbors(c: Cell, dirs: readonly Direction[] = ORTHOGONAL, sealed?: ReadonlySet<Cell>): Cell[] {
    const out: Cell[] = [];
    for (const d of dirs) {
      const n = this.step(c, d, 0, sealed);
      if (n !== null) out.push(n);
    }
    return out;
  }

  /** Chebyshev distance (king moves). */
  chebyshev(a: Cell, b: Cell): number {
    return Math.max(Math.abs(this.x(a) - this.x(b)), Math.abs(this.y(a) - this.y(b)));
  }

  /** Manhattan distance (orthogonal steps). */
  manhattan(a: Cell, b: Cell): number {
    return Math.abs(this.x(a) - this.x(b)) + Math.abs(this.y(a) - this.y(b));
  }

  /** Cells at exactly Chebyshev distance r from c: the ring [O r] (r = 1: the 8 surrounding cells). */
  ring(c: Cell, r: number, sealed?: ReadonlySet<Cell>): Cell[] {
    const out: Cell[] = [];
    const cx = this.x(c);
    const cy = this.y(c);
    for (let y = cy - r; y <= cy + r; y++) {
      for (let x = cx - r; x <= cx + r; x++) {
        if (!this.inside(x, y)) continue;
        if (Math.max(Math.abs(x - cx), Math.abs(y - cy)) !== r) continue;
        const n = this.cell(x, y);
        if (!sealed?.has(n)) out.push(n);
      }
    }
    return out;
  }

  /**
   * Cells seen looking from `c` in a direction: each cell in turn until the edge, a sealed cell, or
   * (inclusive) the first cell for which `blocks` is true.
   */
  line(
    c: Cell,
    dir: Direction,
    facing: 0 | 1,
    blocks: (cell: Cell) => boolean,
    sealed?: ReadonlySet<Cell>,
  ): Cell[] {
    const out: Cell[] = [];
    let cur: Cell | null = this.step(c, dir, facing, sealed);
    while (cur !== null) {
      out.push(cur);
      if (blocks(cur)) break;
      cur = this.step(cur, dir, facing, sealed);
    }
    return out;
  }

  /**
   * Shortest-path costs from `from` over orthogonal steps; `cost(to)` gives the price of entering
   * a cell, or null if it cannot be entered. Returns a map cell → minimal cost, within `budget`.
   */
  reachable(
    from: Cell,
    budget: number,
    cost: (to: Cell, fromCell: Cell) => number | null,
    dirs: readonly Direction[] = ORTHOGONAL,
  ): Map<Cell, number> {
    const best = new Map<Cell, number>([[from, 0]]);
    const frontier: Cell[] = [from];
    while (frontier.length) {
      // Small boards: pick the cheapest frontier cell linearly (Dijkstra).
      let bi = 0;
      for (let i = 1; i < frontier.length; i++) if (best.get(frontier[i])! < best.get(frontier[bi])!) bi = i;
      const cur = frontier.splice(bi, 1)[0];
      const base = best.get(cur)!;
      for (const n of this.neighbors(cur, dirs)) {
        const c = cost(n, cur);
        if (c === null) continue;
        const total = base + c;
        if (total > budget) continue;
        const known = best.get(n);
        if (known === undefined || total < known) {
          best.set(n, total);
          frontier.push(n);
        }
      }
    }
    return best;
  }

  /** Whether a path of orthogonally adjacent cells is connected (each step one cell). */
  isConnectedPath(path: readonly Cell[]): boolean {
    for (let i = 1; i < path.length; i++) if (this.manhattan(path[i - 1], path[i]) !== 1) return false;
    return true;
  }
}
