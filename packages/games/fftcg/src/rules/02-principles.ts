/**
 * FFTCG 2: basic principles. FFTCG 2.1: a player may concede at any time. Conceding is not offered as
 * an option of every decision (random self-play would concede constantly); a front end submits the
 * kernel's `CONCEDE` answer for the player, at any time, and the kernel applies this rule.
 */
import type { State } from '@arbiter/kernel';
import type { G } from '../state.ts';

export function concede(state: State<G>, player: number): void {
  if (state.result) return;
  // FFTCG 2.1: the opponent of the conceding player wins.
  state.result = {
    winners: [1 - player],
    draw: false,
    rule: 'FFTCG 2.1',
    reason: { key: 'fftcg.conceded', args: { player } },
  };
}
