/**
 * Small helpers the content files share (they may name cards: a skill about 【杀】 says so).
 */
import type { ObjId } from '@arbiter/kernel';
import { handOf, kind } from '../rules/common.ts';
import { limitReached } from '../rules/zt3-usable.ts';
import { cardTargets } from '../rules/zt4-targets.ts';
import { type S, Z } from '../state.ts';

const NONE: readonly number[] = Object.freeze([]);
const ONE: readonly (readonly number[])[] = [0, 1, 2, 3, 4, 5].map((r) => Object.freeze([r]));

/** `[r]` if the condition holds (shared arrays: the hot path allocates nothing). */
export const only = (cond: boolean, r: number): readonly number[] => (cond && r >= 0 ? ONE[r] : NONE);

/** The current-turn role. */
export const current = (s: S) => s.g.current;

/** A kind of 【杀】 (普杀 or 射杀). */
export const isKill = (kindId: string) => kindId !== 'skill' && kind(kindId)?.cardName === 'sha';

/** Cards of a list still in the processing area. */
export const inProcessing = (s: S, ids: readonly ObjId[]) =>
  ids.filter((id) => s.objects[id]?.zone === Z.processing);

/** Role r may use a 普杀 at an idle point now: within the limit, with a legal target. */
export function canAttack(s: S, r: number): boolean {
  return !limitReached(s, r, 'sha') && cardTargets(s, r, 'sha', 1).length > 0;
}

/** Whether role r could use some 【杀】 on role t now (普杀 ①, 射杀 ① or ②). */
export function killReaches(s: S, r: number, t: number): boolean {
  return (
    cardTargets(s, r, 'sha', 1).includes(t) ||
    cardTargets(s, r, 'shesha', 1).includes(t) ||
    cardTargets(s, r, 'shesha', 2).includes(t)
  );
}

export { handOf };
