/**
 * SGS 1.1 游戏目标: a camp whose score reaches 10 wins, all its roles whether alive or not (the score
 * is kept by SGS 2.17). The seed has no rule on conceding; here a camp may concede (stand-in D24):
 * a player concedes for the camp it plays, and the other camp wins. Conceding is not offered as an
 * option of every decision (random self-play would concede constantly); a front end submits the
 * kernel's `CONCEDE` answer for the player, at any time, and the kernel applies this rule.
 */
import type { State } from '@arbiter/kernel';
import { campOf, type G, msg, seatsOfCamp } from '../state.ts';

export function concede(state: State<G>, player: number): void {
  if (state.result) return;
  const g = state.g;
  // Two seats: seat = camp; six seats: seat = role (D10).
  const camp = g.seats === 6 ? campOf(player) : player;
  state.result = {
    winners: seatsOfCamp(g, 1 - camp),
    draw: false,
    rule: 'SGS 1.1',
    reason: msg('sgs.conceded', { camp: msg(`camp.${camp}`) }),
  };
}
