/**
 * What a player may see of `g`: the ids of face-down cards the viewer cannot see are replaced by
 * -1 on the board, pending timing points and the event data of chain links are left out, and the
 * computed AP/DP/SP of face-up 卡灵 are added for the board display.
 */
import {
  canSeeId,
  type GameModule,
  type GameObject,
  isAnonymousId,
  type ObjId,
  type PlayerId,
  type State,
} from '@arbiter/kernel';
import { CARDS } from './cards/data.ts';
import type { ChainFacts } from './rules/04-chain-window.ts';
import { chainLinks } from './rules/04-links.ts';
import { stats } from './rules/05-terms.ts';
import type { Ev, FieldData, G } from './types.ts';

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

// The public projection (`PublicInfo.project()`), which the chain window's judgement of who is
// asked runs on (`CHAIN_WINDOW.judge`): the same redaction as the views, in the shape rules read.

/** `g` as a spectator knows it, with object ids renamed into the projection's (a set card's id is its anonymous one). */
export function projectGame(g: G, ref: (id: ObjId) => ObjId): G {
  const cells = new Array<number>(g.cells.length);
  for (let c = 0; c < g.cells.length; c++) cells[c] = renamed(g.cells[c], ref);
  return {
    ...g,
    cells,
    freeTactics: g.freeTactics.length === 0 ? [] : g.freeTactics.map((x) => renamed(x, ref)),
    onlyAttacker: renamed(g.onlyAttacker, ref),
    attack: g.attack
      ? {
          ...g.attack,
          attacker: renamed(g.attack.attacker, ref),
          ...(g.attack.defender !== undefined ? { defender: renamed(g.attack.defender, ref) } : {}),
        }
      : null,
  };
}

/** An id of `g` in the projection's ids (0: none). */
function renamed(x: number, ref: (id: ObjId) => ObjId): number {
  return x ? ref(x) : x;
}

/** A set card's cell is public (everyone sees which cell holds a face-down card); nothing else of it. */
export function publicObjectData(o: Readonly<GameObject>): Record<string, unknown> | undefined {
  return o.zone === 'field' ? { cell: (o.data as FieldData).cell } : undefined;
}

/** An event whose card a spectator cannot name: the judgement must allow every card (`hiddenCard`). */
export interface PublicEv extends Ev {
  hiddenCard?: true;
}

/**
 * A chain window's timing points and 4个1 keys as a spectator knows them: ids renamed into the
 * projection's; the card of an object that is hidden now is not named (`hiddenCard`).
 */
export function projectFact(fact: unknown, ref: (id: ObjId) => ObjId, projection: State<G>): ChainFacts {
  const f = fact as ChainFacts;
  return {
    events: f.events.map((ev) => projectEvent(ev, ref, projection)),
    used: f.used.map((key) => {
      const dot = key.indexOf('.');
      return `${ref(Number(key.slice(0, dot)))}${key.slice(dot)}`;
    }),
  };
}

function projectEvent(ev: Ev, ref: (id: ObjId) => ObjId, projection: State<G>): PublicEv {
  const out: PublicEv = { ...ev };
  if (ev.object !== undefined) out.object = ref(ev.object);
  if (ev.movedTo !== undefined) out.movedTo = ref(ev.movedTo);
  if (ev.source !== undefined) out.source = ref(ev.source);
  if (ev.targets) out.targets = ev.targets.map(ref);
  const about = out.movedTo ?? out.object;
  if (ev.card !== undefined && about !== undefined && isAnonymousId(projection, about)) {
    delete out.card;
    out.hiddenCard = true;
  }
  return out;
}
