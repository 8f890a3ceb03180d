/**
 * SGS 2.10 判定事件: 判定时 (the top card is revealed as the judgement card), 成为判定牌后,
 * 判定结果确定前, the result, 判定结果确定后❶ (a skill's delayed effect is applied by that skill from
 * the result), 判定结果确定后❷, 判定结算结束后: the judgement card leaves the processing area unless
 * the judgement keeps it for its caller (`keep`) or a skill took it.
 */
import type { ObjId } from '@arbiter/kernel';
import { cardDef } from '../cards.ts';
import { type P, Z } from '../state.ts';
import { eventAt, timing } from './0001-timings.ts';
import { topOfDeck } from './0208-moving-cards.ts';
import { roleName, trace } from './common.ts';

export interface JudgeEvent {
  type: 'judge';
  role: number;
  /** Why (the card or effect that judges). */
  reason: string;
  /** The judgement card (processing-area id), -1 before 判定时 or with no card (D13). */
  card: ObjId;
  /** The caller takes the judgement card itself (it stays in the processing area). */
  keep: boolean;
  /** Set when the result is fixed: the card's suit ('' with no card), rank and kind, and the card
   * still in the processing area (−1 if it left). */
  result?: { suit: string; rank: number; kind: string; card: ObjId };
}

/** d = { at }. */
const judge: P = (ctx, f) => {
  const g = ctx.g;
  const at: number = f.d.at;
  const ev: JudgeEvent = eventAt(ctx, at);
  for (;;) {
    switch (f.step) {
      case 0: {
        // SGS 2.10-判定时: reveal the top card of the deck as the judgement card
        const top = topOfDeck(ctx);
        if (top === undefined) {
          // no card anywhere: the judgement has no result (D13)
          ev.result = { suit: '', rank: 0, kind: '', card: -1 };
          ctx.done();
          return;
        }
        ev.card = ctx.move(top, Z.processing).id;
        if (ctx.logging)
          ctx.log('SGS 2.10-判定时', 'sgs.judge', { who: roleName(g, ev.role), c: ctx.ref(ev.card) });
        // SGS 2.10-成为判定牌后: nothing acts
        trace(ctx, '2.10-成为判定牌后');
        if (timing(ctx, f, '2.10-判定结果确定前', at, 1)) return;
        continue;
      }
      case 1: {
        const d = cardDef(ctx.state.objects[ev.card].card)!;
        ev.result = { suit: d.suit, rank: d.rank, kind: d.kind, card: ev.card };
        if (ctx.logging)
          ctx.log('SGS 2.10', 'sgs.judge-result', { who: roleName(g, ev.role), c: ctx.ref(ev.card) });
        // SGS 2.10-判定结果确定后❶: a skill's delayed effect is applied by that skill from the result
        trace(ctx, '2.10-判定结果确定后❶');
        if (timing(ctx, f, '2.10-判定结果确定后❷', at, 2)) return;
        continue;
      }
      case 2: {
        // SGS 2.10-判定结算结束后: the judgement card leaves the processing area
        trace(ctx, '2.10-判定结算结束后');
        const inProcessing = ctx.state.objects[ev.card]?.zone === Z.processing;
        if (inProcessing && !ev.keep) {
          ctx.move(ev.card, Z.discard);
          ev.result!.card = -1;
        }
        ctx.done();
        return;
      }
    }
  }
};

export const judgementProcs: Record<string, P> = { 'sgs.judge': judge };
