/**
 * RB 301–317: the turn and its phases, as a resumable procedure. RB 303, RB 303.1, RB 303.2: the
 * phases come in a fixed order and each action is done fully, one at a time. Start of turn
 * (RB 315): Awaken (RB 315.1), Beginning with its Scoring Step (RB 315.2, RB 315.2.b), Channel
 * (RB 315.3, RB 315.3.a), Draw (RB 315.4, RB 315.4.a); then the Action Phase (RB 316, RB 316.1,
 * RB 316.2) and the End of Turn (RB 317). RB 305: a phase ends when nothing is left to do in it.
 *
 * Not here yet: triggered abilities of the phases (RB 315.2.a, RB 317.1.a — the chain), the
 * cleanups that follow every phase change (RB 319.2 — the settle loop), and the Action Phase's
 * discretionary actions other than ending the turn (playing cards and abilities need the chain;
 * Standard Moves lead to showdowns and combat, which need the response window). Those run on the
 * kernel's shared services when they land.
 */
import type { Ctx, Procedure } from '@arbiter/kernel';
import { emptyRecord, type RbGame, Z } from '../state.ts';
import { allUnits, data } from './105-zones.ts';
import { emptyPools } from './156-runes.ts';
import { channel, draw, heal } from './400-actions.ts';
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
      if (o.controller === p && data(o).exhausted) delete data(o).exhausted;
    }
  ctx.touch();
  ctx.log('RB 315.1.a', 'rb.awaken', { p });
}

/**
 * RB 315.2.b, RB 315.2.b.1: the Scoring Step — the turn player scores each battlefield they control
 * by Hold (RB 446.2). Hold abilities then trigger (RB 448.2.b), on the chain still to come.
 */
export function holdStep(ctx: C): void {
  for (const bf of ctx.g.battlefields) {
    if (ctx.state.result) return;
    if (bf.controller === ctx.g.tp) score(ctx, ctx.g.tp, bf, 'hold');
  }
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
 * One turn (RB 301). d: {} — the steps follow the phases.
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
        // RB 447: scoring is counted per turn.
        for (const bf of g.battlefields) bf.scored = [];
        ctx.log('RB 304', 'rb.turn', { n: g.turn, p: g.tp });
        g.phase = 'awaken';
        awaken(ctx);
        g.phase = 'beginning';
        g.phase = 'scoring';
        holdStep(ctx);
        if (s.result) return;
        g.phase = 'channel';
        channelPhase(ctx);
        g.phase = 'draw';
        // RB 315.4.b: draw 1 (RB 315.4.b.1, RB 315.4.b.2: burning out first if the deck is empty;
        // RB 400.2.a: this is the turn's own draw).
        draw(ctx, g.tp, 1);
        if (s.result) return;
        // RB 315.4.d: as the Draw Phase ends, every rune pool empties.
        emptyPools(ctx, 'RB 315.4.d');
        g.phase = 'action';
        f.step = 1;
        continue;
      }
      case 1:
        // RB 316.2.a: the turn player takes discretionary actions; RB 316.6: they end the turn
        // when they want no more. Only ending the turn is offered until the chain exists.
        f.step = 2;
        ctx.ask({
          player: g.tp,
          kind: 'action',
          prompt: { key: 'rb.action' },
          rule: 'RB 316.6',
          domain: { type: 'pick', min: 1, max: 1, options: [{ id: 'end', label: { key: 'rb.end-turn' } }] },
        });
        return;
      case 2: {
        void input;
        // RB 316.6.a, RB 316.6.b: the Action Phase ends; the End of Turn follows.
        g.phase = 'ending';
        // RB 410.1.a.2: stuns end at the beginning of the Ending Step.
        let stunned = false;
        for (const id of allUnits(s))
          if (data(s.objects[id]).stunned) {
            delete data(s.objects[id]).stunned;
            stunned = true;
          }
        if (stunned) {
          ctx.touch();
          ctx.log('RB 410.1.a.2', 'rb.stun-ends');
        }
        // RB 317.2.b / RB 142.3.b, RB 142.3.b.1: the End of Turn Cleanup heals every unit (RB 405.1.a).
        g.phase = 'end-cleanup';
        for (const id of allUnits(s)) heal(ctx, id);
        ctx.log('RB 317.2.b', 'rb.heal-all');
        // RB 317, RB 317.3: the End of Turn's Expiration Step.
        g.phase = 'expiration';
        expireTurnEffects(ctx);
        emptyPools(ctx, 'RB 317.3.b');
        // RB 317.4, RB 306: the next player in turn order takes the next turn (RB 304: the turn player;
        // the caller moves on).
        ctx.done();
        return;
      }
    }
  }
};
