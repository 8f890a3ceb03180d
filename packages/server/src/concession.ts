/**
 * Conceding, in one place. Today the kernel offers `GameModule.concede(state, player)`, applied
 * outside `submit` (a record says `conceded: seat` and replay applies it after the last
 * decision). When concession is routed through `submit`, only this file and the record building in
 * `replay.ts` change.
 */
import type { GameModule, State } from '@arbiter/kernel';

export type ConcedeResult =
  | { ok: true }
  | { ok: false; code: 'no-concession' | 'game-over'; message: string };

export function canConcede(module: GameModule): boolean {
  return typeof module.concede === 'function';
}

export function concedeGame(state: State, module: GameModule, seat: number): ConcedeResult {
  if (!module.concede) {
    return { ok: false, code: 'no-concession', message: `${module.id}'s rules have no concession` };
  }
  if (state.result) return { ok: false, code: 'game-over', message: 'the game is over' };
  module.concede(state, seat);
  return { ok: true };
}

/** Apply a stored concession while replaying (same rule as `arbiter replay`). */
export function replayConcession(state: State, module: GameModule, seat: number): void {
  if (!module.concede) throw new Error(`game ${module.id} has no concession rule`);
  module.concede(state, seat);
}
