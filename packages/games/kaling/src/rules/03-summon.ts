/**
 * Chapter 3, ① 卡灵卡的降临 (summoning): paid summons (付费降临) at most twice a turn, Lv1 = 1
 * energy, Lv2 = 2 energy, Lv3–6 = own 卡灵 of total level ≥ N as materials, never from the
 * opponent's field; 同级替换 once a turn; 超越降临 without limit; the summon timing point.
 */
import type { Ctx, Procedure } from '@arbiter/kernel';
import { CARDS } from '../cards/data.ts';
import { PAID_SUMMON_EFFECTS } from '../cards/effects.ts';
import type { FieldData, G, S } from '../types.ts';
import { cellName, emptyCells, ring, rowOwner, summonCells } from './01-board.ts';
import { checkWin, spendEnergy } from './02-match.ts';
import { isCancel, takeBack, withCancel } from './03-back-out.ts';
import { cellFromOpt, cellOpt, sendToDiscard } from './04-chain-activate.ts';
import { emit, hasKw, stats } from './05-terms.ts';

/** KALING 3.5.1-5 (将在外君命有所不受): materials are own 卡灵 on the own field or the public row. */
export function materials(s: S, p: number, excludeLevel = -1): number[] {
  const out: number[] = [];
  const g = s.g;
  for (let c = 0; c < 25; c++) {
    const id = g.cells[c];
    if (!id) continue;
    const o = s.objects[id];
    if (o.controller !== p || o.faceDown || CARDS[o.card].type !== 'kaling') continue;
    if (rowOwner(c) === 1 - p) continue;
    if (hasKw(s, id, 'nomat')) continue;
    if (excludeLevel >= 0 && stats(s, id).level === excludeLevel) continue;
    out.push(id);
  }
  return out;
}

function ownFieldCell(s: S, id: number, p: number): boolean {
  return rowOwner((s.objects[id].data as FieldData).cell) === p;
}

/** Whether card `id` in p's hand can be paid-summoned now (KALING 3.5.1-1 … 3.5.1-3). */
export function canPaidSummon(s: S, p: number, id: number, disguise = false): boolean {
  const g = s.g;
  const def = CARDS[s.objects[id].card];
  if (def.type !== 'kaling') return false;
  if (g.paidSummons + (disguise ? 2 : 1) > 2) return false;
  const cells = summonCells(g, p).length;
  if (disguise) {
    // 伪装: one Lv2 卡灵 as the material, using up a second paid summon.
    return materials(s, p).some((m) => stats(s, m).level === 2 && (cells > 0 || ownFieldCell(s, m, p)));
  }
  if (def.lv <= 2) return cells > 0 && g.energy[p] >= def.lv;
  // KALING 3.5.1-7: 同级替换 once per turn — after it, materials of the same level are not allowed.
  const mats = materials(s, p, g.swapUsed ? def.lv : -1);
  let total = 0;
  for (const m of mats) total += stats(s, m).level;
  if (total < def.lv) return false;
  return cells > 0 || mats.some((m) => ownFieldCell(s, m, p));
}

export interface SumD {
  player: number;
  id: number;
  disguise?: boolean;
  materials: number[];
  levelSum: number;
}

const paidSummon: Procedure<G> = (ctx, f, input) => {
  const d = f.d as SumD;
  const s = ctx.state;
  const g = ctx.g;
  for (;;) {
    switch (f.step) {
      case 0: {
        const def = CARDS[s.objects[d.id].card];
        // KALING 3.5.1-4 ①: declare the summon.
        if (ctx.logging)
          ctx.log('KALING 3.5.1-4', 'kl.declare-summon', { player: d.player, c: ctx.ref(d.id), lv: def.lv });
        if (d.disguise) {
          f.step = 1;
          continue;
        }
        if (def.lv <= 2) {
          // KALING 3.5.1-2: Lv1 costs 1 energy, Lv2 costs 2.
          spendEnergy(ctx, d.player, def.lv);
          if (ctx.logging)
            ctx.log('KALING 3.5.1-2', 'kl.paid-energy', {
              player: d.player,
              n: def.lv,
              left: g.energy[d.player],
            });
          f.step = 3;
          continue;
        }
        f.step = 1;
        continue;
      }
      case 1: {
        // KALING 3.5.1-3: choose materials one at a time until their levels add up to the summoned level.
        const def = CARDS[s.objects[d.id].card];
        const need = d.disguise ? 2 : def.lv;
        const haveCell =
          summonCells(g, d.player).length > 0 || d.materials.some((m) => ownFieldCell(s, m, d.player));
        if (d.levelSum >= need && haveCell) {
          f.step = 3;
          continue;
        }
        let opts = materials(s, d.player, g.swapUsed && !d.disguise ? def.lv : -1).filter(
          (m) => !d.materials.includes(m),
        );
        if (d.disguise) opts = opts.filter((m) => stats(s, m).level === 2);
        if (d.levelSum >= need) opts = opts.filter((m) => ownFieldCell(s, m, d.player));
        f.step = 2;
        ctx.ask({
          player: d.player,
          kind: 'material',
          prompt: { key: 'kl.ask-material', args: { n: need, sum: d.levelSum } },
          rule: 'KALING 3.5.1-3',
          domain: {
            type: 'pick',
            min: 1,
            max: 1,
            options: withCancel(
              ctx,
              opts.map((m) => ({
                id: cellName((s.objects[m].data as FieldData).cell),
                label: {
                  key: 'kl.material',
                  args: {
                    c: ctx.ref(m),
                    lv: stats(s, m).level,
                    cell: cellName((s.objects[m].data as FieldData).cell),
                  },
                },
                obj: m,
                cell: (s.objects[m].data as FieldData).cell,
              })),
            ),
          },
        });
        return;
      }
      case 2: {
        if (isCancel(input)) return takeBack(ctx, d.player);
        const m = g.cells[cellFromOpt((input as string[])[0])];
        d.materials.push(m);
        d.levelSum += stats(s, m).level;
        f.step = 1;
        continue;
      }
      case 3: {
        const def = CARDS[s.objects[d.id].card];
        if (d.materials.length) {
          // KALING 3.5.1-7: a material of the same level makes it a 同级替换; KALING 3.5.1-8: a
          // higher-level material does not.
          if (!d.disguise && d.materials.some((m) => stats(s, m).level === def.lv)) {
            g.swapUsed = 1;
            if (ctx.logging) ctx.log('KALING 3.5.1-7', 'kl.same-level');
          }
          for (const m of d.materials) sendToDiscard(ctx, m);
        }
        // KALING 3.5.1-4 ③: put it on an empty cell of the own field (KALING 1-3).
        const cells = summonCells(g, d.player);
        f.step = 4;
        if (cells.length === 1) {
          input = [cellName(cells[0])];
          continue;
        }
        ctx.ask({
          player: d.player,
          kind: 'cell',
          prompt: { key: 'kl.ask-summon-cell', args: { c: ctx.ref(d.id) } },
          rule: 'KALING 1-3',
          domain: { type: 'pick', min: 1, max: 1, options: withCancel(ctx, cells.map(cellOpt)) },
        });
        return;
      }
      case 4: {
        if (isCancel(input)) return takeBack(ctx, d.player);
        const cell = cellFromOpt((input as string[])[0]);
        g.paidSummons += d.disguise ? 2 : 1;
        const o = place(ctx, d.id, d.player, cell, true);
        if (d.disguise) {
          (o.data as FieldData).disguised = 1;
          if (ctx.logging) ctx.log('KALING 3.5.1-1', 'kl.disguised', { c: ctx.ref(o.id) });
        }
        ctx.done();
        return;
      }
      default:
        throw new Error(`kl.summon: bad step ${f.step}`);
    }
  }
};

/** Put a 卡灵 on a cell; KALING 3.5.1-6: the summon is a timing point ("卡灵降临时"). */
export function place(ctx: Ctx<G>, id: number, p: number, cell: number, paid: boolean) {
  const g = ctx.g;
  const o = ctx.move(id, 'field', { data: { cell, summonedTurn: g.turn }, controller: p });
  g.cells[cell] = o.id;
  if (ctx.logging)
    ctx.log(paid ? 'KALING 3.5.1-1' : 'KALING 5-1', paid ? 'kl.summoned' : 'kl.summoned-free', {
      player: p,
      c: ctx.ref(o.id),
      cell: cellName(cell),
    });
  // KALING 4.4-5: a 永恒 effect that applies on its paid summon, without a timing point (e.g. 库加王 圣铠护甲).
  const onPaid = paid ? PAID_SUMMON_EFFECTS[o.card] : undefined;
  if (onPaid) {
    onPaid(ctx, o, p);
    if (ctx.logging) ctx.log('KALING 4.4-5', 'kl.static', { c: ctx.ref(o.id) });
  }
  emit(ctx, { type: 'summon', player: p, object: o.id, card: o.card, cell: cell, paid });
  checkWin(ctx);
  return o;
}

/** 超越降临 (KALING 5-1): a free summon by an effect, onto a cell the effect allows. */
const freeSummon: Procedure<G> = (ctx, f, input) => {
  const s = ctx.state;
  const g = ctx.g;
  const d = f.d as { id: number; p: number; where: string; near?: number };
  if (f.step === 0) {
    const o = s.objects[d.id];
    if (!o || o.zone === 'field' || CARDS[o.card].type !== 'kaling') {
      ctx.done();
      return;
    }
    let cells: number[];
    if (d.where === 'any') cells = emptyCells(g);
    else if (d.near !== undefined) {
      const n = s.objects[d.near];
      cells =
        n && n.zone === 'field' ? ring(g, (n.data as FieldData).cell, 1).filter((c) => g.cells[c] === 0) : [];
    } else cells = summonCells(g, d.p);
    if (cells.length === 0) {
      if (ctx.logging) ctx.log('KALING 5-1', 'kl.no-cell', { c: ctx.ref(d.id) });
      ctx.done();
      return;
    }
    f.step = 1;
    if (cells.length === 1) input = [cellName(cells[0])];
    else {
      ctx.ask({
        player: d.p,
        kind: 'cell',
        prompt: { key: 'kl.ask-summon-cell', args: { c: ctx.ref(d.id) } },
        rule: 'KALING 5-1',
        domain: { type: 'pick', min: 1, max: 1, options: cells.map(cellOpt) },
      });
      return;
    }
  }
  const cell = cellFromOpt((input as string[])[0]);
  place(ctx, d.id, d.p, cell, false);
  ctx.done();
};

export const SUMMON_PROCEDURES: Record<string, Procedure<G>> = {
  'kl.summon': paidSummon,
  'kl.free-summon': freeSummon,
};
