/**
 * Conceding, in one place. The kernel takes a concession as an answer: `submit(state, module,
 * {player, answer: CONCEDE})` (FFTCG 2.1), accepted from a player at any time if the game has a
 * concession rule. So a concession is stored, acknowledged and replayed like any other decision,
 * and a record needs nothing else to verify it.
 */
import { CONCEDE, type GameModule, isConcession } from '@arbiter/kernel';

export const CONCESSION_ANSWER = CONCEDE;

export function canConcede(module: GameModule): boolean {
  return typeof module.concede === 'function';
}

/** The seat that conceded, if the last decision was a concession. */
export function concededBy(last: { player: number; answer: unknown } | undefined): number | null {
  return last && isConcession(last.answer) ? last.player : null;
}
