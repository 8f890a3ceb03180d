/**
 * Chapter 6 (玩家技能): the two player skills. They are not card effects and are not links of a
 * chain, but what they cause (a draw, a move) is a timing point others may answer (KALING 6-3).
 */
import type { Procedure } from '@arbiter/kernel';
import { CARDS } from '../cards/data.ts';
import type { FieldData, G, S } from '../types.ts';
import { cellName } from './01-board.ts';
import { draw, spendEnergy } from './02-match.ts';
import { type MoveD, stepCells } from './03-move.ts';
import { cellFromOpt } from './04-chain-activate.ts';
import { openWindows } from './04-chain-window.ts';
import { hasKw, stats } from './05-terms.ts';

/** KALING 6-1 爆能抽卡: 回1, 4 energy: draw 1. */
export function canSkillDraw(s: S, p: number): boolean {
  return !s.g.skillDrawUsed && s.g.energy[p] >= 4;
}

/** KALING 6-2 调兵奇袭: X = 2 (Lv1–2), 3 (Lv3–4), 4 (Lv5–6). */
export function raidCost(lv: number): number {
  return lv <= 2 ? 2 : lv <= 4 ? 3 : 4;
}

/** Own 卡灵 not summoned this turn, affordable, with a free neighbour. 极2 per game, 限1 per turn. */
export function raidTargets(s: S, p: number): number[] {
  const g = s.g;
  if (g.skillRaidUsed || g.raidCounts[p] >= 2) return [];
  const out: number[] = [];
  for (let c = 0; c < 25; c++) {
    const id = g.cells[c];
    if (!id) continue;
    const o = s.objects[id];
    if (o.controller !== p || o.faceDown || CARDS[o.card].type !== 'kaling') continue;
    if ((o.data as FieldData).summonedTurn === g.turn) continue;
    if (hasKw(s, id, 'nomove')) continue;
    if (raidCost(stats(s, id).level) > g.energy[p]) continue;
    if (stepCells(s, c).length === 0) continue;
    out.push(id);
  }
  return out;
}

const skillDraw: Procedure<G> = (ctx, f) => {
  const p = f.d.p as number;
  if (f.step === 0) {
    ctx.g.skillDrawUsed = 1;
    spendEnergy(ctx, p, 4);
    if (ctx.logging) ctx.log('KALING 6-1', 'kl.skill-draw', { player: p });
    f.step = 1;
    if (!draw(ctx, p, 1)) return;
    openWindows(ctx);
    return;
  }
  ctx.done();
};

const skillRaid: Procedure<G> = (ctx, f, input) => {
  const s = ctx.state;
  const g = ctx.g;
  const p = f.d.p as number;
  if (f.step === 0) {
    const opts = raidTargets(s, p);
    f.step = 1;
    ctx.ask({
      player: p,
      kind: 'target',
      prompt: { key: 'kl.ask-raid' },
      rule: 'KALING 6-2',
      domain: {
        type: 'pick',
        min: 1,
        max: 1,
        options: opts.map((id) => {
          const c = (s.objects[id].data as FieldData).cell;
          return {
            id: cellName(c),
            label: {
              key: 'kl.raid-opt',
              args: { c: ctx.ref(id), cell: cellName(c), n: raidCost(stats(s, id).level) },
            },
            obj: id,
            cell: c,
          };
        }),
      },
    });
    return;
  }
  if (f.step === 1) {
    const id = g.cells[cellFromOpt((input as string[])[0])];
    const x = raidCost(stats(s, id).level);
    g.skillRaidUsed = 1;
    g.raidCounts[p]++;
    spendEnergy(ctx, p, x);
    if (ctx.logging) ctx.log('KALING 6-2', 'kl.skill-raid', { player: p, c: ctx.ref(id), n: x });
    f.step = 2;
    // The 卡灵 moves one cell regardless of SP; the move is a timing point (KALING 6-3).
    ctx.call('kl.move', { object: id, player: p, stepsTaken: 0, max: 1, rule: 'KALING 6-2' } satisfies MoveD);
    return;
  }
  ctx.done();
};

export const SKILL_PROCEDURES: Record<string, Procedure<G>> = {
  'kl.skill-draw': skillDraw,
  'kl.skill-raid': skillRaid,
};
