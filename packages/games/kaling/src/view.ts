/**
 * What a player may see of `g`: the ids of face-down cards the viewer cannot see are replaced by
 * -1 on the board, pending timing points and the event data of chain links are left out, and the
 * computed AP/DP/SP of face-up 卡灵 are added for the board display.
 */
import { canSeeId, type GameModule, type PlayerId, type State } from '@arbiter/kernel';
import { CARDS } from './cards/data.ts';
import { stats } from './rules/05-terms.ts';
import type { FieldData, G } from './types.ts';

export interface GView {
  turn: number;
  tp: number;
  first: number;
  phase: string;
  lp: number[];
  en: number[];
  cells: number[];
  sealed: number[];
  paid: number;
  swap: number;
  raid: number[];
  chain: { p: number; src?: number; card?: string; hidden?: true; ei: number; neg?: boolean }[];
  atk: G['atk'];
  /** Per cell: [card id, owner, controller, AP, DP, SP, faceDown(0/1), GP] or null. */
  board: (null | [string | null, number, number, number, number, number, number, number])[];
}

/** kaling keeps the kernel's default visibility (no `canSeeFaceDown` hook). */
const DEFAULT_VISIBILITY = {} as GameModule<G>;

/** Whether the viewer may see an object (live, or as it was when it left its zone). */
function seesObject(state: State<G>, id: number, viewer: PlayerId | null): boolean {
  return canSeeId(state, DEFAULT_VISIBILITY, id, viewer);
}

export function redactGame(g: G, viewer: PlayerId | null, state: State<G>): GView {
  const board: GView['board'] = [];
  const cells = g.cells.slice();
  for (let c = 0; c < 25; c++) {
    const id = g.cells[c];
    if (!id) {
      board.push(null);
      continue;
    }
    const o = state.objects[id];
    const d = o.data as FieldData;
    if (o.faceDown) {
      const sees = viewer !== null && (o.controller === viewer || !!o.seenBy?.includes(viewer));
      if (!sees) cells[c] = -1;
      board.push([sees ? o.card : null, o.owner, o.controller, 0, 0, 0, 1, 0]);
      continue;
    }
    const def = CARDS[o.card];
    if (def.type === 'kaling') {
      const st = stats(state, id);
      board.push([o.card, o.owner, o.controller, st.ap, st.dp, st.sp, 0, 0]);
    } else board.push([o.card, o.owner, o.controller, 0, 0, 0, 0, d.gp ?? def.gp ?? 0]);
  }
  return {
    turn: g.turn,
    tp: g.tp,
    first: g.first,
    phase: g.phase,
    lp: g.lp,
    en: g.en,
    cells,
    sealed: g.sealed,
    paid: g.paid,
    swap: g.swap,
    raid: g.raid,
    // A link whose card the viewer cannot see (a 卡灵 used from hand, for a spectator) shows
    // neither the card nor its object id.
    chain: g.chain.map((l) => ({
      p: l.p,
      ...(seesObject(state, l.src, viewer) ? { src: l.src, card: l.card } : { hidden: true as const }),
      ei: l.ei,
      ...(l.neg ? { neg: true } : {}),
    })),
    atk: g.atk,
    board,
  };
}
