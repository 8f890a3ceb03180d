/**
 * SGS 2.10 判定事件: 判定时 (the top card is revealed as the judgement card), 成为判定牌后,
 * 判定结果确定前 (〖鬼才〗), the result, 判定结果确定后❶ (〖洛神〗's delayed effect, run by 洛神 itself
 * from the returned result), 判定结果确定后❷ (〖天妒〗), 判定结算结束后.
 * d = {r, why}. Returns {suit, rank, kind, obj} (obj: the judgement card's id, if still in the
 * processing area when the caller resumes it is discarded here first unless kept).
 */

import { type C, newEv, type P, pt, roleName, topOfDeck, Z } from '../core.ts';
import { cardDef } from '../data/cards.ts';
import { runTiming } from '../timing.ts';

export interface JudgeEv {
  r: number;
  why: string;
  card: number;
  /** set when a skill takes the judgement card (〖天妒〗) */
  taken: boolean;
}

const judge: P = (ctx, f) => {
  const g = ctx.g;
  for (;;) {
    switch (f.step) {
      case 0: {
        // SGS 2.10-判定时: reveal the top card of the deck as the judgement card
        const top = topOfDeck(ctx);
        if (top === undefined) {
          // no card anywhere: the judgement has no result (D13)
          ctx.done({ suit: '', rank: 0, kind: '', obj: -1 });
          return;
        }
        const id = ctx.move(top, Z.proc).id;
        const ev: JudgeEv = { r: f.d.r, why: f.d.why, card: id, taken: false };
        f.d.ev = newEv(g, ev);
        if (ctx.logging) ctx.log('SGS 2.10-判定时', 'sgs.judge', { who: roleName(g, f.d.r), c: ctx.ref(id) });
        pt(ctx, '2.10-成为判定牌后');
        // SGS 2.10-成为判定牌后: nothing acts
        // SGS 2.10-判定结果确定前: 〖鬼才〗
        if (runTiming(ctx, f, '2.10-判定结果确定前', f.d.ev, 1)) return;
        continue;
      }
      case 1: {
        const ev: JudgeEv = g.evs[f.d.ev];
        const o = ctx.state.objects[ev.card];
        const d = cardDef(o.card)!;
        f.d.res = { suit: d.suit, rank: d.rank, kind: d.kind, obj: ev.card };
        if (ctx.logging)
          ctx.log('SGS 2.10', 'sgs.judge-result', { who: roleName(g, ev.r), c: ctx.ref(ev.card) });
        // SGS 2.10-判定结果确定后❶: 〖洛神〗's delayed effect is applied by 洛神 from the result
        pt(ctx, '2.10-判定结果确定后❶');
        // SGS 2.10-判定结果确定后❷: 〖天妒〗
        if (runTiming(ctx, f, '2.10-判定结果确定后❷', f.d.ev, 2)) return;
        continue;
      }
      case 2: {
        // SGS 2.10-判定结算结束后: the judgement card leaves the processing area
        pt(ctx, '2.10-判定结算结束后');
        const ev: JudgeEv = g.evs[f.d.ev];
        const res = f.d.res;
        if (f.d.keep && ctx.state.objects[ev.card]?.zone === Z.proc) {
          res.obj = ev.card;
        } else if (ctx.state.objects[ev.card]?.zone === Z.proc) {
          ctx.move(ev.card, Z.discard);
          res.obj = -1;
        }
        delete g.evs[f.d.ev];
        ctx.done(res);
        return;
      }
    }
  }
};

export function judgeCard(ctx: C, evId: number): number {
  return (ctx.g.evs[evId] as JudgeEv).card;
}

export const judgeProcs: Record<string, P> = { 'sgs.judge': judge };
