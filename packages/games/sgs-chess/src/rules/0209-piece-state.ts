/**
 * SGS 2.9 武将棋子状态改变事件: a piece is flipped face down (or restored face up). 改变前, the
 * change, 改变后, 结算结束后 (nothing acts at them in this card set).
 */
import type { P } from '../state.ts';
import { eventAt } from './0001-timings.ts';
import { roleName, trace } from './common.ts';

/** d = { at }; the event { role, faceDown }. */
const pieceState: P = (ctx, f) => {
  const g = ctx.g;
  const ev = eventAt(ctx, f.d.at) as { role: number; faceDown: boolean };
  // SGS 2.9-武将棋子状态改变前: nothing acts
  trace(ctx, '2.9-武将棋子状态改变前');
  g.roles[ev.role].faceDown = ev.faceDown;
  if (ctx.logging) ctx.log('SGS 2.9', ev.faceDown ? 'sgs.flip' : 'sgs.unflip', { who: roleName(g, ev.role) });
  // SGS 2.9-武将棋子状态改变后, SGS 2.9-武将棋子状态改变结算结束后: nothing acts
  trace(ctx, '2.9-武将棋子状态改变后');
  trace(ctx, '2.9-武将棋子状态改变结算结束后');
  ctx.done();
};

export const pieceStateProcs: Record<string, P> = { 'sgs.piece-state': pieceState };
