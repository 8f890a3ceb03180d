/**
 * VZ 502 card information and states, written in one place. Every change to a card's status (its
 * damage, reboot/sleep, lane, Lv UP state, face, per-card state) goes through these functions, so
 * that they can become the kernel's tracked mutations (`ctx.setData`, `ctx.adjustData`,
 * `ctx.setFaceDown`) in one step; today they write the object and mark the state changed.
 */
import type { Ctx, ObjId } from '@arbiter/kernel';
import type { CardState, G } from '../state.ts';

/** Set one field of a card's state (`undefined` removes it). */
export function setState<K extends keyof CardState>(
  ctx: Ctx<G>,
  id: ObjId,
  key: K,
  value: CardState[K] | undefined,
): void {
  const data = ctx.obj(id).data as CardState;
  if (value === undefined) delete data[key];
  else data[key] = value;
  ctx.touch();
}

/** Add to a number of a card's state (damage); a result of 0 removes it. Returns the new value. */
export function addState(ctx: Ctx<G>, id: ObjId, key: 'damage', delta: number): number {
  const data = ctx.obj(id).data as CardState;
  const v = (data[key] ?? 0) + delta;
  if (v === 0) delete data[key];
  else data[key] = v;
  ctx.touch();
  return v;
}

/** VZ 502.3: turn a card face down or face up where it is. */
export function setFaceDown(ctx: Ctx<G>, id: ObjId, faceDown: boolean): void {
  const o = ctx.obj(id);
  if (faceDown) o.faceDown = true;
  else delete o.faceDown;
  ctx.touch();
}

/** Per-card state (principle 7): a counter kept under the card's own id. Returns the new value. */
export function addCounter(ctx: Ctx<G>, id: ObjId, name: string, delta: number): number {
  const o = ctx.obj(id);
  const data = o.data as CardState;
  const all = { ...(data.cardState ?? {}) };
  const mine = { ...(all[o.card] ?? {}) };
  mine[name] = (mine[name] ?? 0) + delta;
  all[o.card] = mine;
  setState(ctx, id, 'cardState', all);
  return mine[name];
}
