/**
 * The 7×7 map (rules-gaps §4.2 SG-MAP: "棋盘大小7×7共49格"). The seed's chapter 2 §10 layout is
 * not available, so the layout is a stand-in (docs/decisions.md D1): point-symmetric, the 暖方
 * 大本营 in the lower right as seen by the referee (SGS 1.2), the 冷方 大本营 in the upper left, two
 * 军营 beside each base, a few mountains, lakes and forests in the middle band, post stations and a
 * tower on the centre line.
 */
import { Grid } from '@arbiter/kernel';
import * as z from 'zod';

export const W = 7;
export const H = 7;
export const GRID = new Grid(W, H);

export const TERRAINS = ['plain', 'mountain', 'post', 'lake', 'forest', 'tower', 'base', 'camp'] as const;
export type Terrain = (typeof TERRAINS)[number];

export const TERRAIN_NAMES: Record<Terrain, { zh: string; en: string; glyph: string }> = {
  plain: { zh: '平原', en: 'plain', glyph: '.' },
  mountain: { zh: '山岭', en: 'mountain', glyph: '^' },
  post: { zh: '驿站', en: 'post station', glyph: 'Y' },
  lake: { zh: '湖泊', en: 'lake', glyph: '~' },
  forest: { zh: '树林', en: 'forest', glyph: '#' },
  tower: { zh: '箭塔', en: 'arrow tower', glyph: 'T' },
  base: { zh: '大本营', en: 'headquarters', glyph: 'B' },
  camp: { zh: '军营', en: 'barracks', glyph: 'K' },
};

/** Rows from the top (y = 6) to the bottom (y = 0); lower case b/c = 冷方, upper case B/C = 暖方. */
const LAYOUT = [
  'bc.....', //  y6
  'c.f.~..', //  y5
  '...^..^', //  y4
  '.Y.T.Y.', //  y3
  '^..^...', //  y2
  '..~.f.C', //  y1
  '.....CB', //  y0
];

const MapSchema = z.array(z.string().regex(/^[.^Y~fTbcBC]{7}$/)).length(7);
MapSchema.parse(LAYOUT);

export const WARM = 0;
export const COLD = 1;

/** terrain of each cell; camp owner of base/camp cells (-1 elsewhere). */
export const TERRAIN: Terrain[] = [];
export const CELL_CAMP: number[] = [];
for (let y = 0; y < H; y++) {
  const row = LAYOUT[H - 1 - y];
  for (let x = 0; x < W; x++) {
    const ch = row[x];
    const c = GRID.cell(x, y);
    const t: Terrain =
      ch === '^'
        ? 'mountain'
        : ch === 'Y'
          ? 'post'
          : ch === '~'
            ? 'lake'
            : ch === 'f'
              ? 'forest'
              : ch === 'T'
                ? 'tower'
                : ch === 'b' || ch === 'B'
                  ? 'base'
                  : ch === 'c' || ch === 'C'
                    ? 'camp'
                    : 'plain';
    TERRAIN[c] = t;
    CELL_CAMP[c] = ch === 'B' || ch === 'C' ? WARM : ch === 'b' || ch === 'c' ? COLD : -1;
  }
}

export const BASE: [number, number] = [GRID.cell(6, 0), GRID.cell(0, 6)];
/** 军营 and 大本营 of each camp: where pieces start and revive (SGS 1.6, 1.8-回合开始后❷). */
export const HOME: number[][] = [[], []];
for (let c = 0; c < W * H; c++) {
  if (CELL_CAMP[c] >= 0) HOME[CELL_CAMP[c]].push(c);
}

/** Orthogonal neighbours (rules-gaps §4.3 #2 stand-in: 4-neighbour steps). */
export const ADJ: number[][] = [];
for (let c = 0; c < W * H; c++) ADJ[c] = GRID.neighbors(c);

export function cellName(c: number): string {
  return GRID.name(c);
}

/** Manhattan distance on the grid (stand-in D3). */
export function manhattan(a: number, b: number): number {
  return Math.abs((a % W) - (b % W)) + Math.abs(((a / W) | 0) - ((b / W) | 0));
}
