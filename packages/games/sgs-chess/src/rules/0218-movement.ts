/**
 * SGS 2.18 移动事件: the length, the start, a path declared step by step (each step offered only if
 * the move can still end legally), the dry run (预结算) that cancels an illegal move, then the move
 * itself, picking up the own flag and delivering it into the enemy 大本营 for 5 points, and
 * 移动结算结束后. Movement rules are stand-ins (D2); what a skill or card changes comes from the
 * registry (moving through enemies; crossing a mountain on a declared step).
 */
import type { Option } from '@arbiter/kernel';
import { hintKeyOf, nameKeyOf, registry } from '../content/registry.ts';
import type { ContentFile } from '../content/schema.ts';
import { ADJ, BASE, cellName, TERRAIN } from '../data/map.ts';
import { campOf, msg, type P, type S } from '../state.ts';
import { eventAt, timing } from './0001-timings.ts';
import { choose, picked, roleName } from './common.ts';

/** A movement (the event of a kernel event frame). */
export interface MoveEvent {
  type: 'move';
  role: number;
  length: number;
  /** What gave the move ('' for the move phase; else the skill or card whose action it is). */
  via: string;
  /** The declared path (cells after the start). */
  path?: number[];
  /** Steps (indexes into the path) declared with a file that crosses mountains, and that file. */
  crossings?: number[];
  crossingBy?: string;
}

/**
 * What each square is to role r: 0 free, 1 held by an ally, 2 held by an enemy (living pieces
 * other than r). Built once per question so the path search below does no scans.
 */
function occupancy(s: S, r: number): Int8Array {
  const occ = new Int8Array(49);
  const g = s.g;
  const camp = campOf(r);
  for (let o = 0; o < 6; o++) {
    if (o === r) continue;
    const x = g.roles[o];
    if (x.dead || x.cell < 0) continue;
    occ[x.cell] = campOf(o) === camp ? 1 : 2;
  }
  return occ;
}

function throughEnemies(s: S, r: number): boolean {
  for (const f of registry().modifiers.passThroughEnemies) if (f(s, r)) return true;
  return false;
}

/** The file (skill or card) that lets role r cross mountains on a declared step, if any. */
function crosser(s: S, r: number): string | null {
  for (const f of mountainCrossers()) if (f.rules!.crossesMountains!(s, r)) return f.id;
  return null;
}

/** The content files with a `crossesMountains` rule, in index order (found once, not at every step). */
let crossers: readonly ContentFile[] | null = null;
function mountainCrossers(): readonly ContentFile[] {
  crossers ??= registry().files.filter((f) => f.rules?.crossesMountains !== undefined);
  return crossers;
}

function passableIn(occ: Int8Array, through: boolean, c: number): boolean {
  const t = TERRAIN[c];
  if (t === 'mountain') return false;
  if (t === 'base') return true;
  return occ[c] !== 2 || through;
}
function stopIn(occ: Int8Array, c: number): boolean {
  const t = TERRAIN[c];
  if (t === 'mountain') return false;
  if (t === 'base') return true;
  return occ[c] === 0;
}

/** Can role r step onto cell c on the way (not necessarily stop there)? */
export function passable(s: S, r: number, c: number): boolean {
  return passableIn(occupancy(s, r), throughEnemies(s, r), c);
}

/** Can role r end its move on cell c? (大本营 holds any number of pieces.) */
export function canStop(s: S, r: number, c: number): boolean {
  return stopIn(occupancy(s, r), c);
}

function stepsFrom(occ: Int8Array, through: boolean, at: number, left: number): number[] {
  if (left <= 0) return [];
  // ok[c] = a legal end is reachable from c in at most k steps, built up layer by layer
  let ok = new Uint8Array(49);
  for (let c = 0; c < 49; c++) ok[c] = stopIn(occ, c) ? 1 : 0;
  for (let k = 1; k < left; k++) {
    const next = new Uint8Array(ok);
    for (let c = 0; c < 49; c++) {
      if (next[c] || !passableIn(occ, through, c)) continue;
      for (const n of ADJ[c])
        if (ok[n] && passableIn(occ, through, n)) {
          next[c] = 1;
          break;
        }
    }
    ok = next;
  }
  const out: number[] = [];
  for (const n of ADJ[at]) if (passableIn(occ, through, n) && ok[n]) out.push(n);
  return out;
}

/** Legal next steps from cell `at` with `left` steps remaining: a step is offered only if a legal
 *  end can still be reached within the remaining steps. */
export function nextSteps(s: S, r: number, at: number, left: number): number[] {
  return stepsFrom(occupancy(s, r), throughEnemies(s, r), at, left);
}

/**
 * Mountain squares r may cross (not stop on) from `at` with `left` steps, declaring the file that
 * allows it on that step; beyond the mountain a legal end must be reachable without another crossing.
 */
function crossingSteps(s: S, r: number, at: number, left: number): number[] {
  if (left < 2) return [];
  const occ = occupancy(s, r);
  const through = throughEnemies(s, r);
  const out: number[] = [];
  for (const n of ADJ[at]) {
    if (TERRAIN[n] !== 'mountain') continue;
    if (stepsFrom(occ, through, n, left - 1).length > 0) out.push(n);
  }
  return out;
}

/**
 * SGS 2.18 预结算: is this declared path legal for r? `crossings` lists the step indexes where a
 * mountain crossing was declared (at most once per move, only with a file that allows it).
 */
export function dryRun(s: S, r: number, path: number[], crossings: number[] = []): boolean {
  const occ = occupancy(s, r);
  const through = throughEnemies(s, r);
  if (crossings.length > 1 || (crossings.length && !crosser(s, r))) return false;
  let at = s.g.roles[r].cell;
  for (let i = 0; i < path.length; i++) {
    const c = path[i];
    if (!ADJ[at].includes(c)) return false;
    const crossing = TERRAIN[c] === 'mountain' && crossings.includes(i);
    if (!crossing && !passableIn(occ, through, c)) return false;
    at = c;
  }
  return stopIn(occ, at);
}

type StepChoice = { cell: number; crossing?: string } | { stop: true };

/** d = { at }; the event (MoveEvent). `path` may be given in advance; otherwise it is declared step by step. */
const move: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const ev: MoveEvent = eventAt(ctx, f.d.at);
  const r = ev.role;
  for (;;) {
    switch (f.step) {
      case 0:
        if (ev.path) {
          f.step = 2;
          continue;
        }
        ev.path = [];
        ev.crossings = [];
        f.step = 1;
        continue;
      case 1: {
        // declaring: one step at a time, or stop
        const path = ev.path!;
        const at = path.length ? path[path.length - 1] : g.roles[r].cell;
        const left = ev.length - path.length;
        const steps = nextSteps(s, r, at, left);
        const by = ev.crossings!.length ? null : crosser(s, r);
        const crossings = by ? crossingSteps(s, r, at, left) : [];
        const stop = canStop(s, r, at) && TERRAIN[at] !== 'mountain';
        if (steps.length === 0 && crossings.length === 0) {
          f.step = 2;
          continue;
        }
        const options: Option[] = steps.map((c) => {
          const o: Option = {
            id: cellName(c),
            label: msg('sgs.step', { cell: cellName(c), t: msg(`terrain.${TERRAIN[c]}`) }),
            cell: c,
            value: { cell: c },
          };
          const effect = registry().byId[TERRAIN[c]];
          if (effect?.sort === 'terrain') o.hint = msg(hintKeyOf(effect.id));
          return o;
        });
        // skills declared on the way (SGS 2.18): crossing a mountain
        for (const c of crossings)
          options.push({
            id: `${cellName(c)}!${by}`,
            label: msg('sgs.step-skill', { cell: cellName(c), s: msg(nameKeyOf(by!)) }),
            cell: c,
            hint: msg(hintKeyOf(by!)),
            value: { cell: c, crossing: by! },
          });
        if (stop)
          options.push({
            id: 'stop',
            label: msg('sgs.stop-here', { cell: cellName(at) }),
            value: { stop: true },
          });
        f.step = 6;
        choose(
          ctx,
          r,
          'move',
          msg('sgs.move-prompt', {
            who: roleName(g, r),
            left,
            path: [g.roles[r].cell, ...path].map((c: number) => cellName(c)).join('→'),
          }),
          'SGS 2.18',
          options,
        );
        return;
      }
      case 6: {
        const choice = picked<StepChoice>(input);
        if ('stop' in choice) {
          f.step = 2;
          continue;
        }
        if (choice.crossing) {
          ev.crossings!.push(ev.path!.length);
          ev.crossingBy = choice.crossing;
        }
        ev.path!.push(choice.cell);
        f.step = 1;
        continue;
      }
      case 2: {
        // SGS 2.18 预结算: the pieces do not move yet; an illegal result cancels the move
        if (!dryRun(s, r, ev.path!, ev.crossings ?? [])) {
          if (ctx.logging) ctx.log('SGS 2.18', 'sgs.move-cancel', { who: roleName(g, r) });
          f.step = 5;
          continue;
        }
        if (ev.path!.length === 0) {
          f.step = 5;
          continue;
        }
        if (ctx.logging)
          ctx.log('SGS 2.18', 'sgs.move', {
            who: roleName(g, r),
            path: [g.roles[r].cell, ...ev.path!].map((c: number) => cellName(c)).join('→'),
          });
        f.d.next = 0;
        f.step = 3;
        continue;
      }
      case 3: {
        // the move itself, square by square
        if (f.d.next >= ev.path!.length || g.roles[r].cell < 0 || g.roles[r].dead) {
          f.step = 5;
          continue;
        }
        if (ev.crossings?.includes(f.d.next) && ctx.logging)
          ctx.log('SGS 2.18', 'sgs.hook', { who: roleName(g, r), h: msg(nameKeyOf(ev.crossingBy!)) });
        const c: number = ev.path![f.d.next++];
        g.roles[r].cell = c;
        const camp = campOf(r);
        const flag = g.flags[camp];
        if (flag.holder < 0 && flag.cell === c) {
          flag.holder = r;
          if (ctx.logging) ctx.log('SGS 2.18', 'sgs.flag-pick', { who: roleName(g, r) });
        }
        if (flag.holder === r && c === BASE[1 - camp]) {
          // delivered: the flag disappears, a new one appears on the own 大本营, the camp scores 5
          flag.holder = -1;
          flag.cell = BASE[camp];
          if (ctx.logging) ctx.log('SGS 2.18', 'sgs.flag-deliver', { who: roleName(g, r) });
          ctx.event({ type: 'score', camp, points: 5, rule: 'SGS 2.18' });
          return;
        }
        continue;
      }
      case 5:
        // SGS 2.18-移动结算结束后
        if (timing(ctx, f, '2.18-移动结算结束后', f.d.at, 7)) return;
        continue;
      case 7:
        ctx.done();
        return;
    }
  }
};

export const moveProcs: Record<string, P> = { 'sgs.move': move };
