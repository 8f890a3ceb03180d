/**
 * KALING 4.1-1: battles happen only between 卡灵, against a placed device, or directly on a player.
 * KALING 3.5.4-1: one attack per 卡灵 per turn; KALING 3.5.4-2: three timing points.
 * Chapter 4, 关于战斗 (combat): 卡灵 against 卡灵, against a placed device, and direct attacks on a
 * player; the default range [←][↑][→]; the three timing points 宣言攻击 → 数值结算 → 战斗结果; an
 * attack into a cell that has emptied fizzles but still counts.
 */
import { type GameObject, hasCheckpoint, type Option, type Procedure } from '@arbiter/kernel';
import { CARDS } from '../cards/data.ts';
import { EFFECTS } from '../cards/effects.ts';
import type { Attack, FieldData, G, S } from '../types.ts';
import { ahead, cellName, rel } from './01-board.ts';
import { loseLp } from './02-match.ts';
import { isCancel, takeBack, withCancel } from './03-back-out.ts';
import { cellFromOpt, cellOpt } from './04-chain-activate.ts';
import { openWindows } from './04-chain-window.ts';
import { waitingAt, waitingCount } from './04-timing-points.ts';
import { clear, emit, hasKw, negated, oneAction, stats } from './05-terms.ts';

/** KALING 4.1-3: the default attack range, relative to the attacker's controller. */
function range(_s: S, o: GameObject): string[] {
  return (o.data as FieldData).disguised ? ['←', '→'] : ['←', '↑', '→'];
}

function attackable(s: S, attacker: GameObject, cell: number): boolean {
  const id = s.g.cells[cell];
  if (!id) return false;
  const t = s.objects[id];
  if (t.faceDown || t.controller === attacker.controller) return false;
  const def = CARDS[t.card];
  if (def.type === 'tactic') return false;
  if (def.type === 'device' && !(t.data as FieldData).deviceActive) return false;
  // 幻影: the cell of the card cannot be chosen as an attack target.
  if (hasKw(s, id, 'noatk')) return false;
  // A 永恒 status (e.g. 木剑龙 剑背叶): the 卡灵 at its [↑] cannot attack its cell.
  if (hasKw(s, id, 'no-attack-from-front')) {
    if (rel(s.g, cell, '↑', t.controller) === (attacker.data as FieldData).cell) return false;
  }
  return true;
}

/** KALING 4.3-1: a direct attack is possible when the range reaches past the opponent's nearest row. */
export function canDirect(s: S, o: GameObject): boolean {
  if (hasKw(s, o.id, 'nodirect')) return false;
  const c = (o.data as FieldData).cell;
  const y = (c / 5) | 0;
  const back = o.controller === 0 ? 4 : 0;
  if (y === back && !(o.data as FieldData).disguised) return true;
  // A 永恒 status (e.g. 风魔眼 至高飓风炮): a direct attack when nothing is ahead in its column.
  if (hasKw(s, o.id, 'direct-if-column-clear'))
    return ahead(s.g, c, o.controller).every((x) => s.g.cells[x] === 0);
  return false;
}

/** Cells (and -1 for the player) a 卡灵 may attack now; empty if it may not attack. */
export function attackTargets(s: S, id: number): number[] {
  const g = s.g;
  const o = s.objects[id];
  const fdata = o.data as FieldData;
  // KALING 3.3-2: no attack in the game's first turn.
  if (g.turn <= 1) return [];
  if (g.noAttackTurn) return [];
  if (g.onlyAttacker && g.onlyAttacker !== id) return [];
  // KALING 4.1-2: one attack declaration per turn (plus granted extra attacks).
  if ((fdata.attacks ?? 0) >= 1 + (fdata.extraAttacks ?? 0)) return [];
  if (hasKw(s, id, 'noatk-self')) return [];
  const out: number[] = [];
  for (const d of range(s, o)) {
    const c = rel(g, fdata.cell, d, o.controller);
    if (c !== null && attackable(s, o, c)) out.push(c);
  }
  if (canDirect(s, o)) out.push(-1);
  return out;
}

/** AP and DP in this battle (永恒 effects that act only in battle). */
function battleValues(s: S, me: GameObject, other: GameObject | null, atk: Attack, meAttacks: boolean) {
  const st = stats(s, me.id);
  let ap = st.ap;
  let dp = st.dp;
  let otherDp0 = false;
  const effs = EFFECTS[me.card];
  if (effs && !negated(s, me.id))
    for (const e of effs)
      if (e.battle) {
        const r = e.battle(s, me, other, atk, meAttacks);
        ap += r.ap ?? 0;
        dp += r.dp ?? 0;
        otherDp0 ||= !!r.otherDp0;
      }
  if (meAttacks) ap += atk.bonus ?? 0;
  return { ap: Math.max(0, ap), dp: Math.max(0, dp), otherDp0 };
}

const attack: Procedure<G> = (ctx, f, input) => {
  const s = ctx.state;
  const g = ctx.g;
  const d = f.d as { a: number; p: number };
  for (;;) {
    switch (f.step) {
      case 0: {
        const targets = attackTargets(s, d.a);
        f.step = 1;
        const options: Option[] = targets.map((c) =>
          c < 0 ? { id: 'player', label: { key: 'kl.direct', args: { player: 1 - d.p } } } : cellOpt(c),
        );
        if (options.length === 1) {
          input = [options[0].id];
          continue;
        }
        ctx.ask({
          player: d.p,
          kind: 'attack-target',
          prompt: { key: 'kl.ask-attack', args: { c: ctx.ref(d.a) } },
          rule: 'KALING 4.2-1',
          domain: { type: 'pick', min: 1, max: 1, options: withCancel(ctx, options) },
        });
        return;
      }
      case 1: {
        if (isCancel(input)) return takeBack(ctx, d.p);
        // The attack is declared now: from here on it cannot be taken back.
        if (hasCheckpoint(s)) ctx.commit();
        const choice = (input as string[])[0];
        const c = choice === 'player' ? -1 : cellFromOpt(choice);
        const o = s.objects[d.a];
        const fdata = o.data as FieldData;
        // KALING 5-5: the attack is used up when it is declared, whatever happens next.
        fdata.attacks = (fdata.attacks ?? 0) + 1;
        g.attack = { player: d.p, attacker: d.a, targetCell: c };
        // ① 宣言攻击时点 (KALING 4.2-1 / KALING 4.3-1).
        if (ctx.logging)
          ctx.log(c < 0 ? 'KALING 4.3-1' : 'KALING 4.2-1', 'kl.attack', {
            c: ctx.ref(d.a),
            target: c < 0 ? { key: 'kl.player', args: { player: 1 - d.p } } : cellName(c),
          });
        emit(ctx, { type: 'atk-decl', player: d.p, object: d.a, card: o.card, cell: c });
        f.step = 2;
        openWindows(ctx);
        return;
      }
      case 2: {
        const atk = g.attack!;
        const a = s.objects[atk.attacker];
        // KALING 4.2-2: the attack stands only if the attacker is still there, it is not negated,
        // and (against a cell) a 卡灵 or device is on the target cell — of either side.
        let ok = !!a && a.zone === 'field' && a.controller === atk.player && !atk.negated;
        if (ok && atk.targetCell >= 0) {
          const t = g.cells[atk.targetCell] ? s.objects[g.cells[atk.targetCell]] : null;
          ok =
            !!t && !t.faceDown && (CARDS[t.card].type === 'kaling' || !!(t.data as FieldData).deviceActive);
        }
        if (!ok) {
          if (ctx.logging) ctx.log(atk.targetCell < 0 ? 'KALING 4.3-2' : 'KALING 4.2-2', 'kl.fizzle');
          f.step = 9;
          continue;
        }
        // ② 数值结算时点 (KALING 4.2-3: value changes, resistance changes and negations may be chained here).
        emit(ctx, {
          type: 'atk-calc',
          player: atk.player,
          object: atk.attacker,
          card: a.card,
          cell: atk.targetCell,
        });
        f.step = 3;
        openWindows(ctx);
        return;
      }
      case 3: {
        const atk = g.attack!;
        const a = s.objects[atk.attacker];
        if (a?.zone !== 'field' || atk.negated) {
          if (ctx.logging) ctx.log('KALING 4.2-2', 'kl.fizzle');
          f.step = 9;
          continue;
        }
        if (atk.targetCell < 0) {
          // KALING 4.3-3: the attacked player loses LP equal to the attacker's AP.
          atk.kind = 'p';
          atk.damage = battleValues(s, a, null, atk, true).ap;
          atk.damagedPlayer = 1 - atk.player;
          f.step = 5;
          continue;
        }
        const tid = g.cells[atk.targetCell];
        const t = tid ? s.objects[tid] : null;
        if (!t || t.faceDown || (CARDS[t.card].type !== 'kaling' && !(t.data as FieldData).deviceActive)) {
          if (ctx.logging) ctx.log('KALING 4.2-2', 'kl.fizzle');
          f.step = 9;
          continue;
        }
        atk.defender = tid;
        if (CARDS[t.card].type !== 'kaling') {
          // KALING 4.2-6: against a placed device: AP ≥ 1 takes 1 GP.
          atk.kind = 'd';
          f.step = 5;
          continue;
        }
        // KALING 4.2-4 (纵向: same column) / KALING 4.2-5 (横向).
        const vertical = atk.targetCell % 5 === (a.data as FieldData).cell % 5;
        atk.kind = vertical ? 'v' : 'h';
        const dv = battleValues(s, t, a, atk, false);
        const av = battleValues(s, a, t, atk, true);
        const dp = av.otherDp0 ? 0 : dv.dp;
        if (dv.ap === dp) {
          input = ['ap'];
          f.step = 4;
          continue;
        }
        // Vertical: the defender's controller chooses AP or DP as the resistance; horizontal: the attacker.
        const chooser = vertical ? t.controller : atk.player;
        f.step = 4;
        ctx.ask({
          player: chooser,
          kind: 'resistance',
          prompt: { key: 'kl.ask-resistance', args: { c: ctx.ref(tid) } },
          rule: vertical ? 'KALING 4.2-4' : 'KALING 4.2-5',
          domain: {
            type: 'pick',
            min: 1,
            max: 1,
            options: [
              { id: 'ap', label: { key: 'kl.use-ap', args: { n: dv.ap } } },
              { id: 'dp', label: { key: 'kl.use-dp', args: { n: dp } } },
            ],
          },
        });
        return;
      }
      case 4: {
        const atk = g.attack!;
        const a = s.objects[atk.attacker];
        const t = s.objects[atk.defender!];
        const av = battleValues(s, a, t, atk, true);
        const dv = battleValues(s, t, a, atk, false);
        const useAp = (input as string[])[0] === 'ap';
        const R = useAp ? dv.ap : av.otherDp0 ? 0 : dv.dp;
        atk.resistance = useAp ? 'AP' : 'DP';
        const AP = av.ap;
        if (ctx.logging)
          ctx.log('KALING 5-20', 'kl.calc', {
            a: ctx.ref(a.id),
            ap: AP,
            d: ctx.ref(t.id),
            res: atk.resistance,
            n: R,
          });
        if (AP > R) {
          atk.defenderCleared = true;
          if (atk.kind === 'v') {
            atk.damage = AP - R;
            atk.damagedPlayer = t.controller;
          }
        } else if (AP === R) {
          if (atk.kind === 'v') {
            atk.attackerCleared = true;
            atk.defenderCleared = true;
          }
        } else {
          atk.attackerCleared = true;
          if (atk.kind === 'v') {
            atk.damage = R - AP;
            atk.damagedPlayer = a.controller;
          }
        }
        f.step = 5;
        continue;
      }
      case 5: {
        // ③ 战斗结果时点 (KALING 4.2-7 / KALING 4.3-4).
        const atk = g.attack!;
        emit(ctx, {
          type: 'atk-res',
          player: atk.player,
          object: atk.attacker,
          cell: atk.targetCell,
          amount: atk.damage ?? 0,
        });
        f.step = 6;
        openWindows(ctx);
        return;
      }
      case 6: {
        const atk = g.attack!;
        const a = s.objects[atk.attacker];
        if (atk.kind === 'd') {
          const t = s.objects[atk.defender!];
          if (
            a &&
            a.zone === 'field' &&
            t &&
            t.zone === 'field' &&
            battleValues(s, a, t, atk, true).ap >= 1
          ) {
            const fdata = t.data as FieldData;
            fdata.gp = (fdata.gp ?? 1) - 1;
            if (ctx.logging) ctx.log('KALING 4.2-6', 'kl.gp', { c: ctx.ref(t.id), n: fdata.gp });
            if (fdata.gp <= 0) clear(ctx, t.id, 'rule', atk.attacker);
          }
        } else {
          const killD =
            atk.defenderCleared && atk.defender !== undefined && s.objects[atk.defender]?.zone === 'field';
          const killA = atk.attackerCleared && a && a.zone === 'field';
          // Both 卡灵 cleared by one battle: one timing point (docs/decisions.md).
          const from = waitingCount(s);
          if (killD) {
            const before = waitingCount(s);
            if (clear(ctx, atk.defender!, 'battle', atk.attacker)) {
              const ev = waitingAt(s, before);
              if (ev) ev.wasAttacked = true;
            }
          }
          if (killA) clear(ctx, atk.attacker, 'battle', atk.defender ?? 0);
          oneAction(ctx, from);
          if (atk.damage && atk.damagedPlayer !== undefined && !atk.noDamage) {
            loseLp(ctx, atk.damagedPlayer, atk.damage, atk.kind === 'p' ? 'KALING 4.3-3' : 'KALING 4.2-4');
            if (s.result) return;
          }
        }
        f.step = 9;
        openWindows(ctx);
        return;
      }
      case 9:
        g.attack = null;
        ctx.done();
        return;
      default:
        throw new Error(`kl.attack: bad step ${f.step}`);
    }
  }
};

export const COMBAT_PROCEDURES: Record<string, Procedure<G>> = { 'kl.attack': attack };
