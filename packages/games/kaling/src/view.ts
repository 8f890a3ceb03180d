/**
 * What a player may see of `g`: the ids of face-down cards the viewer cannot see are replaced by
 * -1 on the board, pending timing points and the event data of chain links are left out, and the
 * computed AP/DP/SP of face-up 卡灵 are added for the board display.
 */
import { canSeeId, type GameModule, type PlayerId, type State } from '@arbiter/kernel';
import { CARDS } from './cards/data.ts';
import { chainLinks } from './rules/04-links.ts';
import { stats } from './rules/05-terms.ts';
import type { FieldData, G } from './types.ts';

export interface GView {
  turn: number;
  turnPlayer: number;
  firstPlayer: number;
  phase: string;
  lp: number[];
  energy: number[];
  cells: number[];
  sealed: number[];
  paidSummons: number;
  swapUsed: number;
  raidCounts: number[];
  chain: {
    player: number;
    source?: number;
    card?: string;
    hidden?: true;
    effectIndex: number;
    negated?: boolean;
  }[];
  attack: G['attack'];
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
    turnPlayer: g.turnPlayer,
    firstPlayer: g.firstPlayer,
    phase: g.phase,
    lp: g.lp,
    energy: g.energy,
    cells,
    sealed: g.sealed,
    paidSummons: g.paidSummons,
    swapUsed: g.swapUsed,
    raidCounts: g.raidCounts,
    // A link whose card the viewer cannot see (a 卡灵 used from hand, for a spectator) shows
    // neither the card nor its object id.
    chain: chainLinks(state).map((l) => ({
      player: l.player,
      ...(seesObject(state, l.source, viewer)
        ? { source: l.source, card: l.card }
        : { hidden: true as const }),
      effectIndex: l.effectIndex,
      ...(l.negated ? { negated: true } : {}),
    })),
    attack: g.attack,
    board,
  };
}
