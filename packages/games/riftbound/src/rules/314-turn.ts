/**
 * RB 301–317: the turn and its phases, as a resumable procedure. RB 303, RB 303.1, RB 303.2: the
 * phases come in a fixed order and each action is done fully, one at a time. Start of turn
 * (RB 315): Awaken (RB 315.1), Beginning with its Scoring Step (RB 315.2, RB 315.2.b), Channel
 * (RB 315.3, RB 315.3.a), Draw (RB 315.4, RB 315.4.a); then the Action Phase (RB 316, RB 316.1,
 * RB 316.2) and the End of Turn (RB 317). RB 305: a phase ends when nothing is left to do in it.
 *
 * The phases' triggered abilities (RB 315.2.a, RB 317.1.a) go on the chain; a cleanup follows every
 * phase change (RB 319.2) on the kernel's settle loop; the Action Phase offers the discretionary
 * actions of 311-priority.ts and opens staged showdowns and combats (337-showdown.ts).
 * RB 315.2.a.1: "at the start of the Beginning Phase" effects; RB 317.1, RB 317.1.b: the Ending
 * Step's effects; RB 317.2: the End of Turn Cleanup. RB 319, RB 319.5, RB 319.6, RB 319.7: a
 * cleanup follows every action (objects entering or leaving the board, a status changing, a move)
 * and every phase change; RB 320, RB 320.1: while it runs nothing resolves and nobody is asked to
 * act — pending items may still be added (triggers of what it did).
 */
import type { Ctx, Option, Procedure } from '@arbiter/kernel';
import { emptyRecord, type RbGame, Z } from '../state.ts';
import { allUnits, data } from './105-zones.ts';
import { emptyPools } from './156-runes.ts';
import { type ActionValue, actionOptions } from './311-priority.ts';
import { fire } from './375-triggers.ts';
import { channel, draw } from './400-actions.ts';
import { score } from './445-scoring.ts';

type C = Ctx<RbGame>;

/** RB 315.1.a / RB 402.3.a: the turn player readies everything they control that can be readied. */
export function awaken(ctx: C): void {
  const s = ctx.state;
  const p = ctx.g.tp;
  const zones = [Z.base(p), Z.runes(p), Z.legend(p), ...ctx.g.battlefields.map((b) => b.zone)];
  for (const z of zones)
    for (const id of s.zones[z].objects) {
      const o = s.objects[id];
      if (o.controller === p && data(o).exhausted) ctx.setData(id, 'exhausted', undefined);
    }
  ctx.log('RB 315.1.a', 'rb.awaken', { player: p });
}

/**
 * RB 315.2.b, RB 315.2.b.1: the Scoring Step — the turn player scores each battlefield they control
 * by Hold (RB 446.2). Hold abilities then trigger (RB 448.2.b), on the chain still to come.
 */
export function holdStep(ctx: C): void {
  const s = ctx.state;
  ctx.g.battlefields.forEach((bf, i) => {
    if (s.result || bf.controller !== ctx.g.tp) return;
    const units = s.zones[bf.zone].objects.filter((id) => s.objects[id].controller === ctx.g.tp);
    // RB 448.2, RB 376.4.c: hold abilities trigger.
    if (score(ctx, ctx.g.tp, bf, 'hold') && !s.result)
      fire(ctx, { type: 'hold', player: ctx.g.tp, bf: i, units, wasUncontrolled: false });
  });
}

/**
 * RB 315.3: the Channel Phase — channel 2 runes (RB 315.3.b), or as many as are left
 * (RB 315.3.b.1). RB 462.7: in a duel, the player going second channels one more in their first
 * Channel Phase.
 */
export function channelPhase(ctx: C): void {
  const g = ctx.g;
  const p = g.tp;
  const extra = p !== g.first && g.turnsTaken[p] === 1 ? 1 : 0;
  channel(ctx, p, 2 + extra);
}

/**
 * RB 317.3.a: "this turn" effects end together; RB 444.1.a.3 and combat-long effects have ended
 * with their combat already.
 */
export function expireTurnEffects(ctx: C): void {
  const n = ctx.removeEffects((e) => e.until === 'turn' || e.until === 'combat');
  if (n) ctx.log('RB 317.3.a', 'rb.expire');
}

/**
 * One turn (RB 301). d: {} — the steps follow the phases. After each phase a cleanup runs and any
 * chain it leaves is played out (RB 319.2, `rb.settle-chain`).
 */
export const turn: Procedure<RbGame> = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  for (;;) {
    if (s.result) return;
    switch (f.step) {
      case 0: {
        g.turn++;
        g.turnsTaken[g.tp]++;
        for (let p = 0; p < s.players; p++) g.record[p] = emptyRecord();
        ctx.touch();
        // RB 447: scoring is counted per turn; RB 376.1.b: so are "first time each turn" triggers.
        for (const bf of g.battlefields) bf.scored = [];
        g.once = [];
        // Last known information of objects gone before this turn is no longer read by anything.
        ctx.forgetLastKnown();
        ctx.log('RB 304', 'rb.turn', { n: g.turn, player: g.tp });
        g.phase = 'awaken';
        awaken(ctx);
        // RB 315.2.a: the Beginning Step — "at the start of your Beginning Phase" effects
        // (RB 742.1.b Temporary among them).
        g.phase = 'beginning';
        // RB 315.2.c: abilities that name the start of the Beginning Phase trigger now.
        fire(ctx, { type: 'beginning-phase', player: g.tp });
        f.step = 1;
        ctx.call('rb.settle-chain', {});
        return;
      }
      case 1:
        g.phase = 'scoring';
        holdStep(ctx);
        if (s.result) return;
        f.step = 2;
        ctx.call('rb.settle-chain', {});
        return;
      case 2:
        g.phase = 'channel';
        channelPhase(ctx);
        f.step = 3;
        ctx.call('rb.settle-chain', {});
        return;
      case 3:
        g.phase = 'draw';
        // RB 315.4.b: draw 1 (RB 315.4.b.1, RB 315.4.b.2: burning out first if the deck is empty;
        // RB 400.2.a: this is the turn's own draw).
        draw(ctx, g.tp, 1);
        if (s.result) return;
        f.step = 4;
        ctx.call('rb.settle-chain', {});
        return;
      case 4:
        // RB 315.4.d: as the Draw Phase ends, every rune pool empties.
        emptyPools(ctx, 'RB 315.4.d');
        g.phase = 'action';
        f.step = 5;
        continue;
      case 5:
        // RB 316.2: the Action Phase. Each action is followed by a cleanup and its chain.
        f.step = 6;
        ctx.call('rb.settle-chain', {});
        return;
      case 6:
        // RB 322.13, RB 322.14: in the Neutral Open State a staged showdown or combat begins.
        f.step = 7;
        ctx.call('rb.open-staged', {});
        return;
      case 7: {
        if (input === true) {
          f.step = 5;
          continue;
        }
        // RB 312.2.a, RB 316.2.a: the turn player has priority and takes discretionary actions;
        // RB 316.6: they end the turn when they want no more.
        const options: Option[] = actionOptions(ctx, g.tp);
        options.push({ id: 'end', label: { key: 'rb.end-turn' }, value: { k: 'end' } });
        f.step = 8;
        ctx.choose({
          player: g.tp,
          kind: 'action',
          prompt: { key: 'rb.action' },
          rule: 'RB 316.2.a',
          domain: { type: 'pick', min: 1, max: 1, options },
        });
        return;
      }
      case 8: {
        const v = (input as Option[])[0].value as ActionValue;
        if (v.k === 'end') {
          ctx.log('RB 316.6', 'rb.ends-turn', { player: g.tp });
          f.step = 10;
          continue;
        }
        f.step = 5;
        ctx.call('rb.act', { p: g.tp, value: v });
        return;
      }
      case 10: {
        // RB 316.6.a, RB 316.6.b: the Action Phase ends; the End of Turn follows.
        g.phase = 'ending';
        // RB 410.1.a.2: stuns end at the beginning of the Ending Step.
        let stunned = false;
        for (const id of allUnits(s))
          if (data(s.objects[id]).stunned) {
            ctx.setData(id, 'stunned', undefined);
            stunned = true;
          }
        if (stunned) {
          ctx.touch();
          ctx.log('RB 410.1.a.2', 'rb.stun-ends');
        }
        // RB 317.1, RB 317.1.a, RB 317.1.b: the Ending Step — "at the end of the turn" effects,
        // delayed ones included (RB 383.2).
        fire(ctx, { type: 'turn-end', player: g.tp });
        ctx.fireDelayed({ type: 'turn-end' });
        f.step = 11;
        ctx.call('rb.settle-chain', {});
        return;
      }
      case 11:
        // RB 317.2.a, RB 317.2.b / RB 142.3.b, RB 142.3.b.1: the End of Turn Special Cleanup heals
        // every unit (RB 405.1.a).
        g.phase = 'end-cleanup';
        ctx.log('RB 317.2.b', 'rb.heal-all');
        f.step = 12;
        ctx.settle({ extra: ['heal-all'] });
        return;
      case 12:
        f.step = 13;
        ctx.call('rb.settle-chain', {});
        return;
      case 13:
        // RB 317, RB 317.3: the End of Turn's Expiration Step.
        g.phase = 'expiration';
        expireTurnEffects(ctx);
        ctx.expireDelayed('turn');
        emptyPools(ctx, 'RB 317.3.b');
        // RB 317.4, RB 306: the next player in turn order takes the next turn (the caller moves on).
        ctx.done();
        return;
    }
  }
};
