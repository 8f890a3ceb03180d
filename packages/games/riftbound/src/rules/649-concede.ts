/**
 * RB 649–652: conceding. RB 650: a player may concede at any time; RB 651: they leave the game;
 * RB 651.1: in a duel the other player wins. (RB 651.2–652 remove a player from a game of more than two: not applicable.)
 */
import type { PlayerId, State } from '@arbiter/kernel';
import type { RbGame } from '../state.ts';

export function concede(state: State<RbGame>, player: PlayerId): void {
  if (state.result) return;
  const winner = player === 0 ? 1 : 0;
  state.result = {
    winners: [winner],
    draw: false,
    rule: 'RB 651.1',
    reason: { key: 'rb.conceded', args: { player } },
  };
}
