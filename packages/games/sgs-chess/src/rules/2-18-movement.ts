/**
 * SGS 2.18 移动事件: the length, the start, a path declared step by step (each step offered only
 * if the move can still end legally), the dry run (预结算) that cancels an illegal move, then the
 * move itself, picking up the own flag and delivering it into the enemy 大本营 for 5 points.
 * Movement rules are stand-ins (docs/decisions.md D2).
 */

import { ask, type C, campOf, equipKind, first, hasSkill, m, type P, pt, roleName, type S } from '../core.ts';
import { ADJ, BASE, cellName, TERRAIN } from '../data/map.ts';

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

function passableIn(occ: Int8Array, through: boolean, c: number): boolean {
  const t = TERRAIN[c];
  if (t === 'mountain') return false;
  if (t === 'base') return true;
  // 〖防御坐骑〗 (D7): pass through squares held by enemies
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
  return passableIn(occupancy(s, r), equipKind(s, r, 'horse') === 'fangyu', c);
}

/** Can role r end its move on cell c? (大本营 holds any number of pieces.) */
export function canStop(s: S, r: number, c: number): boolean {
  return stopIn(occupancy(s, r), c);
}

/** Legal next steps from cell `at` with `left` steps remaining: a step is offered only if a legal
 *  end can still be reached within the remaining steps. */
export function nextSteps(s: S, r: number, at: number, left: number): number[] {
  if (left <= 0) return [];
  const occ = occupancy(s, r);
  const through = equipKind(s, r, 'horse') === 'fangyu';
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

const TERRAIN_HINT: Record<string, string> = {
  lake: 'ttext.lake',
  forest: 'ttext.forest',
  post: 'ttext.post',
  tower: 'ttext.tower',
};

/**
 * 〖渡江〗 (designed, D11): mountain squares r may cross (not stop on) from `at` with `left` steps,
 * declaring the skill on that step; once per move.
 */
export function dujiangSteps(s: S, r: number, at: number, left: number): number[] {
  if (left < 2 || !hasSkill(s.g, r, 'dujiang')) return [];
  const occ = occupancy(s, r);
  const through = equipKind(s, r, 'horse') === 'fangyu';
  const out: number[] = [];
  for (const n of ADJ[at]) {
    if (TERRAIN[n] !== 'mountain') continue;
    // beyond the mountain a legal end must be reachable without another crossing
    if (nextStepsFrom(occ, through, n, left - 1).length > 0) out.push(n);
  }
  return out;
}

function nextStepsFrom(occ: Int8Array, through: boolean, at: number, left: number): number[] {
  if (left <= 0) return [];
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

/**
 * SGS 2.18 预结算: is this declared path legal for r? `skills` lists the step indexes where a skill
 * was declared on the way (〖渡江〗: crossing a mountain, at most once).
 */
export function dryRun(s: S, r: number, path: number[], skills: number[] = []): boolean {
  const occ = occupancy(s, r);
  const through = equipKind(s, r, 'horse') === 'fangyu';
  if (skills.length > 1 || (skills.length && !hasSkill(s.g, r, 'dujiang'))) return false;
  let at = s.g.roles[r].cell;
  for (let i = 0; i < path.length; i++) {
    const c = path[i];
    if (!ADJ[at].includes(c)) return false;
    const crossing = TERRAIN[c] === 'mountain' && skills.includes(i);
    if (!crossing && !passableIn(occ, through, c)) return false;
    at = c;
  }
  return stopIn(occ, at);
}

/**
 * d = {r, len, why, path, k}. `path` may be given in advance (a declared path); otherwise the
 * player declares it step by step.
 */
const move: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const r: number = f.d.r;
  for (;;) {
    switch (f.step) {
      case 0: {
        if (f.d.path) {
          f.step = 2;
          continue;
        }
        f.d.path = [];
        f.step = 1;
        continue;
      }
      case 1: {
        // declaring: one step at a time, or stop
        const path: number[] = f.d.path;
        const at = path.length ? path[path.length - 1] : g.roles[r].cell;
        const steps = nextSteps(s, r, at, f.d.len - path.length);
        f.d.skills ??= [];
        const crossings = f.d.skills.length ? [] : dujiangSteps(s, r, at, f.d.len - path.length);
        const stop = canStop(s, r, at) && TERRAIN[at] !== 'mountain';
        if (steps.length === 0 && crossings.length === 0) {
          f.d.declared = true;
          f.step = 2;
          continue;
        }
        const options: { id: string; label: any; cell?: number; hint?: any }[] = steps.map((c) => {
          const o: { id: string; label: any; cell?: number; hint?: any } = {
            id: cellName(c),
            label: m('sgs.step', { cell: cellName(c), t: m(`terrain.${TERRAIN[c]}`) }),
            cell: c,
          };
          if (TERRAIN_HINT[TERRAIN[c]]) o.hint = m(TERRAIN_HINT[TERRAIN[c]]);
          return o;
        });
        // skills declared on the way (SGS 2.18): 〖渡江〗 over a mountain
        for (const c of crossings)
          options.push({
            id: `${cellName(c)}!dujiang`,
            label: m('sgs.step-skill', { cell: cellName(c), s: m('skill.dujiang') }),
            cell: c,
            hint: m('stext.dujiang'),
          });
        if (stop) options.push({ id: 'stop', label: m('sgs.stop-here', { cell: cellName(at) }) });
        f.step = 6;
        ask(
          ctx,
          r,
          'move',
          m('sgs.move-prompt', {
            who: roleName(g, r),
            left: f.d.len - path.length,
            path: [g.roles[r].cell, ...path].map((c: number) => cellName(c)).join('→'),
          }),
          'SGS 2.18',
          options,
        );
        return;
      }
      case 6: {
        const a = first(input);
        if (a === 'stop') {
          f.step = 2;
          continue;
        }
        const [sq, skill] = a.split('!');
        const c = sq.charCodeAt(0) - 65 + (Number(sq.slice(1)) - 1) * 7;
        if (skill) (f.d.skills ??= []).push(f.d.path.length);
        f.d.path.push(c);
        f.step = 1;
        continue;
      }
      case 2: {
        // SGS 2.18 预结算: the pieces do not move yet; an illegal result cancels the move
        if (!dryRun(s, r, f.d.path, f.d.skills ?? [])) {
          if (ctx.logging) ctx.log('SGS 2.18', 'sgs.move-cancel', { who: roleName(g, r) });
          f.step = 5;
          continue;
        }
        if (f.d.path.length === 0) {
          f.step = 5;
          continue;
        }
        if (ctx.logging)
          ctx.log('SGS 2.18', 'sgs.move', {
            who: roleName(g, r),
            path: [g.roles[r].cell, ...f.d.path].map((c: number) => cellName(c)).join('→'),
          });
        f.d.k = 0;
        f.step = 3;
        continue;
      }
      case 3: {
        // the move itself, square by square
        if (f.d.k >= f.d.path.length || g.roles[r].cell < 0 || g.roles[r].dead) {
          f.step = 5;
          continue;
        }
        if ((f.d.skills ?? []).includes(f.d.k) && ctx.logging)
          ctx.log('SGS 2.18', 'sgs.hook', { who: roleName(g, r), h: m('skill.dujiang') });
        const c: number = f.d.path[f.d.k++];
        g.roles[r].cell = c;
        const camp = campOf(r);
        const fl = g.flags[camp];
        if (fl.holder < 0 && fl.cell === c) {
          fl.holder = r;
          if (ctx.logging) ctx.log('SGS 2.18', 'sgs.flag-pick', { who: roleName(g, r) });
        }
        if (fl.holder === r && c === BASE[1 - camp]) {
          // delivered: the flag disappears, a new one appears on the own 大本营, the camp scores 5
          fl.holder = -1;
          fl.cell = BASE[camp];
          if (ctx.logging) ctx.log('SGS 2.18', 'sgs.flag-deliver', { who: roleName(g, r) });
          ctx.call('sgs.score', { camp, n: 5, rule: 'SGS 2.18' });
          return;
        }
        continue;
      }
      case 5:
        // SGS 2.18-移动结算结束后: 〖马术〗's delayed effect
        pt(ctx, '2.18-移动结算结束后');
        if (f.d.why === 'mashu' && !g.roles[r].dead) {
          g.t.range += 1;
          if (ctx.logging) ctx.log('SGS 2.18-移动结算结束后', 'sgs.mashu-range', { who: roleName(g, r) });
        }
        ctx.done();
        return;
    }
  }
};

export function startMove(ctx: C, r: number, len: number, why: string): void {
  ctx.call('sgs.move', { r, len, why });
}
export const moveProcs: Record<string, P> = { 'sgs.move': move };
