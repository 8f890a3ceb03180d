/**
 * FFTCG 2: basic principles. FFTCG 2.1: a player may concede at any time. Conceding is not offered as
 * an option of every decision (random self-play would concede constantly); a front end calls
 * `concede` when a player chooses to.
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
  state.pending = null;
  state.version++;
}
