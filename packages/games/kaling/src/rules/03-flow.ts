/**
 * Chapter 3 (游戏流程): deciding the first player, drawing 5, one 调试 each, then turns of draw
 * phase → action phase → end phase, each with its timing points (▶).
 */
import { type Ctx, hasCheckpoint, type Option, type Procedure } from '@arbiter/kernel';
import { CARDS } from '../cards/data.ts';
import { DISGUISE_CARDS } from '../cards/effects.ts';
import type { FieldData, G } from '../types.ts';
import { cellName, placeCells } from './01-board.ts';
import { draw, HAND_LIMIT, MAX_ENERGY } from './02-match.ts';
import { isCancel, takeBack, withCancel } from './03-back-out.ts';
import { canMove, type MoveD } from './03-move.ts';
import { canPaidSummon, type SumD } from './03-summon.ts';
import { cellFromOpt, cellOpt, effHint, effLabel, parseSrc, srcId } from './04-chain-activate.ts';
import { available } from './04-chain-sources.ts';
import { openWindows, type WinD } from './04-chain-window.ts';
import { attackTargets } from './04-combat.ts';
import { clear, emit, toDiscard } from './05-terms.ts';
import { canSkillDraw, raidTargets } from './06-skills.ts';

/** The opening: KALING 3.1-1 first player, KALING 3.1-2 draw 5, KALING 3.2-1 调试 once each. */
const opening: Procedure<G> = (ctx, f, input) => {
  const g = ctx.g;
  for (;;) {
    switch (f.step) {
      case 0: {
        g.firstPlayer = ctx.random(2);
        g.turnPlayer = g.firstPlayer;
        if (ctx.logging) ctx.log('KALING 3.1-1', 'kl.first', { player: g.firstPlayer });
        for (const p of [0, 1]) {
          ctx.shuffle(`p${p}:deck`);
          draw(ctx, p, 5);
        }
        // The opening draws are no timing points anyone answers (KALING 3.1-1).
        ctx.state.triggers = [];
        f.d.i = 0;
        f.step = 1;
        continue;
      }
      case 1: {
        if (f.d.i >= 2) {
          f.step = 3;
          continue;
        }
        // KALING 3.2-3: each player adjusts exactly once, first player first.
        const p = (g.firstPlayer + f.d.i) % 2;
        const hand = ctx.zone(`p${p}:hand`).objects;
        f.step = 2;
        ctx.ask({
          player: p,
          kind: 'mulligan',
          prompt: { key: 'kl.ask-mulligan' },
          rule: 'KALING 3.2-1',
          domain: {
            type: 'pick',
            min: 0,
            max: hand.length,
            options: hand.map((id) => ({
              id: `h${id}`,
              label: { key: 'kl.card', args: { c: ctx.ref(id) } },
              obj: id,
            })),
          },
        });
        return;
      }
      case 2: {
        const p = (g.firstPlayer + f.d.i) % 2;
        const chosen = (input as string[]).map((x) => Number(x.slice(1)));
        // KALING 3.2-1: put them on the bottom, draw as many; KALING 3.2-2: then shuffle.
        for (const id of chosen) ctx.move(id, `p${p}:deck`, { position: 'bottom' });
        if (chosen.length) {
          const deck = ctx.zone(`p${p}:deck`).objects;
          for (let i = 0; i < chosen.length; i++) ctx.move(deck[deck.length - 1], `p${p}:hand`);
        }
        ctx.shuffle(`p${p}:deck`);
        if (ctx.logging) ctx.log('KALING 3.2-2', 'kl.mulligan', { player: p, n: chosen.length });
        f.d.i++;
        f.step = 1;
        continue;
      }
      case 3: {
        ctx.state.flow.pop();
        ctx.call('kl.turn', {});
        return;
      }
    }
  }
};

function startTurn(ctx: Ctx<G>): void {
  const g = ctx.g;
  g.turn++;
  g.paidSummons = 0;
  g.swapUsed = 0;
  g.skillDrawUsed = 0;
  g.skillRaidUsed = 0;
  g.noAttackTurn = 0;
  g.onlyAttacker = 0;
  g.freeTactics = [];
  for (const k of Object.keys(g.limitUses)) if (k[0] !== 'g') delete g.limitUses[k];
  for (let c = 0; c < 25; c++) {
    const id = g.cells[c];
    if (!id) continue;
    const d = ctx.state.objects[id].data as FieldData;
    delete d.moved;
    delete d.attacks;
    delete d.extraAttacks;
    delete d.turnUses;
  }
  ctx.touch();
}

/** KALING 3.6-4: effects "until the end of the turn" end at ▶③; control taken for the turn returns. */
function expireTurnEffects(ctx: Ctx<G>): void {
  const s = ctx.state;
  for (const e of s.effects) {
    if (e.until === 'turn' && e.op === 'control') {
      const o = s.objects[e.targets![0]];
      if (o) o.controller = o.owner;
    }
  }
  ctx.removeEffects((e) => e.until === 'turn');
  for (const e of s.effects) if (e.until === 'next') e.until = 'turn';
  ctx.touch();
}

/** A turn: KALING 3.4-1 draw phase, KALING 3.5-1 action phase, KALING 3.6-1 end phase. */
const turn: Procedure<G> = (ctx, f, input) => {
  const s = ctx.state;
  const g = ctx.g;
  for (;;) {
    switch (f.step) {
      case 0: {
        startTurn(ctx);
        g.phase = 'draw';
        if (ctx.logging) ctx.log('KALING 3.3-1', 'kl.turn', { player: g.turnPlayer, n: g.turn });
        emit(ctx, { type: 'phase', amount: 1, player: g.turnPlayer });
        f.step = 1;
        openWindows(ctx);
        return;
      }
      case 1: {
        // KALING 3.4-3: the first player skips the draw of the game's first turn.
        if (g.turn === 1) ctx.log('KALING 3.4-3', 'kl.skip-draw', { player: g.turnPlayer });
        else if (!draw(ctx, g.turnPlayer, 1)) return;
        emit(ctx, { type: 'phase', amount: 2, player: g.turnPlayer });
        g.phase = 'action';
        f.step = 2;
        openWindows(ctx);
        return;
      }
      case 2: {
        if (s.result) return;
        g.phase = 'action';
        // Nothing in progress refers to objects that left: drop their last known information.
        ctx.forgetLastKnown();
        f.step = 3;
        ctx.ask({
          player: g.turnPlayer,
          kind: 'action',
          prompt: { key: 'kl.ask-action' },
          rule: 'KALING 3.5-1',
          domain: { type: 'pick', min: 1, max: 1, options: actionOptions(ctx) },
        });
        return;
      }
      case 3: {
        const choice = (input as string[])[0];
        f.step = 4;
        const p = g.turnPlayer;
        const [kind, rest] = [
          choice.slice(0, choice.indexOf(':') < 0 ? choice.length : choice.indexOf(':')),
          choice.slice(choice.indexOf(':') + 1),
        ];
        switch (kind) {
          case 'end':
            // KALING 3.5.7-1: declaring the end of the turn.
            if (ctx.logging) ctx.log('KALING 3.5.7-1', 'kl.end-turn', { player: p });
            f.step = 5;
            continue;
          case 'sum':
            // Back-out (docs/decisions.md "Taking a declaration back"): summons, sets and attacks
            // can be taken back until their first irreversible step; the state is kept to return to.
            ctx.checkpoint();
            ctx.call('kl.summon', { player: p, id: Number(rest), materials: [], levelSum: 0 } satisfies SumD);
            return;
          case 'dis':
            ctx.checkpoint();
            ctx.call('kl.summon', {
              player: p,
              id: Number(rest),
              materials: [],
              levelSum: 0,
              disguise: true,
            } satisfies SumD);
            return;
          case 'act':
            ctx.call('kl.window', {
              events: [],
              lastEvents: [],
              used: [],
              start: parseSrc(rest),
            } satisfies WinD);
            return;
          case 'set':
            ctx.checkpoint();
            ctx.call('kl.set', { p, id: Number(rest) });
            return;
          case 'mv':
            ctx.call('kl.move', {
              object: Number(rest),
              player: p,
              stepsTaken: 0,
              rule: 'KALING 3.5.3-1',
            } satisfies MoveD);
            return;
          case 'atk':
            ctx.checkpoint();
            ctx.call('kl.attack', { a: Number(rest), p });
            return;
          case 'skill-draw':
            ctx.call('kl.skill-draw', { p });
            return;
          case 'skill-raid':
            ctx.call('kl.skill-raid', { p });
            return;
        }
        throw new Error(`unknown action ${choice}`);
      }
      case 4: {
        // A declaration taken back: the state is as before it, and the player chooses again.
        if ((input as { rolledBack?: boolean } | undefined)?.rolledBack) {
          f.step = 2;
          continue;
        }
        if (hasCheckpoint(s)) ctx.commit();
        // After an action: its timing points open their windows, then the next action.
        f.step = 2;
        openWindows(ctx);
        return;
      }
      case 5: {
        // End phase ▶①: "回合结束阶段(开始时)".
        g.phase = 'end';
        for (const e of [...s.effects]) {
          // 燃烧之魂: the target is cleared in the end phase.
          if (e.op === 'status' && e.params.status === 'doom' && s.objects[e.targets![0]]?.zone === 'field')
            clear(ctx, e.targets![0], 'effect', e.source ?? 0);
        }
        emit(ctx, { type: 'phase', amount: 3, player: g.turnPlayer });
        f.step = 6;
        openWindows(ctx);
        return;
      }
      case 6: {
        if (s.result) return;
        // KALING 3.6-1: discard down to the hand limit of 6.
        const hand = ctx.zone(`p${g.turnPlayer}:hand`).objects;
        if (hand.length > HAND_LIMIT) {
          const n = hand.length - HAND_LIMIT;
          f.step = 7;
          ctx.ask({
            player: g.turnPlayer,
            kind: 'discard',
            prompt: { key: 'kl.ask-hand-limit', args: { n } },
            rule: 'KALING 3.6-1',
            domain: {
              type: 'pick',
              min: n,
              max: n,
              options: hand.map((id) => ({
                id: `h${id}`,
                label: { key: 'kl.card', args: { c: ctx.ref(id) } },
                obj: id,
              })),
            },
          });
          return;
        }
        f.step = 8;
        continue;
      }
      case 7: {
        for (const x of input as string[]) toDiscard(ctx, Number(x.slice(1)), 'hand');
        if (ctx.logging) ctx.log('KALING 3.6-1', 'kl.hand-limit', { player: g.turnPlayer });
        f.step = 8;
        continue;
      }
      case 8: {
        // ▶②: "回合结束刷新能量(前)" / "回合结束弃牌(时)".
        emit(ctx, { type: 'phase', amount: 4, player: g.turnPlayer });
        f.step = 9;
        openWindows(ctx);
        return;
      }
      case 9: {
        // KALING 3.6-2 / KALING 2.2-2: the turn player's energy is refilled to 6.
        g.energy[g.turnPlayer] = MAX_ENERGY;
        if (ctx.logging) ctx.log('KALING 2.2-2', 'kl.refill', { player: g.turnPlayer });
        // ▶③: effects until the end of the turn end (KALING 3.6-4).
        expireTurnEffects(ctx);
        emit(ctx, { type: 'phase', amount: 5, player: g.turnPlayer });
        f.step = 10;
        openWindows(ctx);
        return;
      }
      case 10: {
        // KALING 3.6-3 / KALING 3.3-1: the next player's turn.
        g.turnPlayer = 1 - g.turnPlayer;
        f.step = 0;
        continue;
      }
      default:
        throw new Error(`kl.turn: bad step ${f.step}`);
    }
  }
};

/** Every legal action of the turn player in the action phase (KALING 3.5-1: six kinds, then 结束). */
export function actionOptions(ctx: Ctx<G>): Option[] {
  const s = ctx.state;
  const g = ctx.g;
  const p = g.turnPlayer;
  const out: Option[] = [];
  const hand = s.zones[`p${p}:hand`].objects;
  const canPlace = placeCells(g, p).length > 0;
  for (const id of hand) {
    const def = CARDS[s.objects[id].card];
    if (def.type === 'kaling') {
      if (canPaidSummon(s, p, id))
        out.push({
          id: `sum:${id}`,
          label: { key: 'kl.opt-summon', args: { c: ctx.ref(id), lv: def.lv } },
          obj: id,
        });
      if (DISGUISE_CARDS.has(s.objects[id].card) && canPaidSummon(s, p, id, true))
        out.push({ id: `dis:${id}`, label: { key: 'kl.opt-disguise', args: { c: ctx.ref(id) } }, obj: id });
    } else if (canPlace) {
      // KALING 3.5.6-1: set a tactic or device face down.
      out.push({ id: `set:${id}`, label: { key: 'kl.opt-set', args: { c: ctx.ref(id) } }, obj: id });
    }
  }
  for (const a of available(s, p, 0, { events: [], used: [], start: true }))
    out.push(
      a.how === 's'
        ? { id: `act:${srcId(a)}`, label: effLabel(ctx, a), hint: effHint(ctx, a) }
        : { id: `act:${srcId(a)}`, label: effLabel(ctx, a), hint: effHint(ctx, a), obj: a.id },
    );
  for (let c = 0; c < 25; c++) {
    const id = g.cells[c];
    if (!id) continue;
    const o = s.objects[id];
    if (o.controller !== p || o.faceDown || CARDS[o.card].type !== 'kaling') continue;
    if (canMove(s, id))
      out.push({
        id: `mv:${id}`,
        label: { key: 'kl.opt-move', args: { c: ctx.ref(id), cell: cellName(c) } },
        obj: id,
        cell: c,
      });
    if (attackTargets(s, id).length)
      out.push({
        id: `atk:${id}`,
        label: { key: 'kl.opt-attack', args: { c: ctx.ref(id), cell: cellName(c) } },
        obj: id,
        cell: c,
      });
  }
  if (canSkillDraw(s, p)) out.push({ id: 'skill-draw', label: { key: 'kl.opt-skill-draw' } });
  if (raidTargets(s, p).length) out.push({ id: 'skill-raid', label: { key: 'kl.opt-skill-raid' } });
  out.push({ id: 'end', label: { key: 'kl.opt-end' } });
  return out;
}

/** KALING 3.5.6-1: setting a card face down; KALING 3.5.6-2: it occupies the cell as an obstacle. */
const setCard: Procedure<G> = (ctx, f, input) => {
  const g = ctx.g;
  const d = f.d as { p: number; id: number };
  if (f.step === 0) {
    const cells = placeCells(g, d.p);
    f.step = 1;
    ctx.ask({
      player: d.p,
      kind: 'cell',
      prompt: { key: 'kl.ask-set', args: { c: ctx.ref(d.id) } },
      rule: 'KALING 3.5.6-1',
      domain: { type: 'pick', min: 1, max: 1, options: withCancel(ctx, cells.map(cellOpt)) },
    });
    return;
  }
  if (isCancel(input)) return takeBack(ctx, d.p);
  const cell = cellFromOpt((input as string[])[0]);
  const o = ctx.move(d.id, 'field', { faceDown: true, data: { cell, summonedTurn: g.turn } });
  g.cells[cell] = o.id;
  if (ctx.logging)
    ctx.log(
      'KALING 3.5.6-1',
      'kl.set',
      { player: d.p, cell: cellName(cell) },
      { to: [d.p], alt: { key: 'kl.set', args: { player: d.p, cell: cellName(cell) } } },
    );
  emit(ctx, { type: 'set', player: d.p, object: o.id, cell: cell });
  ctx.done();
};

export const FLOW_PROCEDURES: Record<string, Procedure<G>> = {
  'kl.opening': opening,
  'kl.turn': turn,
  'kl.set': setCard,
};
