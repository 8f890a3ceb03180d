/**
 * What 三国杀战棋 tells AI search: the deck is one shared deck whose list everyone knows, the
 * seats of a camp win together, and a heuristic value of a position read from the view.
 */
import type { AiHooks, StateView } from '@arbiter/kernel';
import { BASE, manhattan } from './data/map.ts';
import { campOf, type G, ROLES, Z } from './state.ts';

/** SGS 1.3: with two seats each seat is a camp; with six, roles 0–2 and 3–5 are the camps. */
export function teams(players: number): number[][] {
  return players === 6
    ? [
        [0, 1, 2],
        [3, 4, 5],
      ]
    : [[0], [1]];
}

/**
 * Score weighs most (SGS 2.17: 10 points win; a kill is worth 3, a delivered flag 5), then each
 * living role's HP and cards in hand, a carried flag by how near it is to the enemy 大本营, and a
 * dead role costs while it is out.
 */
export function evaluate(view: StateView): number[] {
  const g = view.g as G;
  const camp = [g.score[0], g.score[1]];
  for (let r = 0; r < ROLES; r++) {
    const role = g.roles[r];
    const c = campOf(r);
    if (role.dead || role.cell < 0) {
      if (role.general) camp[c] -= 1.5;
      continue;
    }
    camp[c] += 0.6 * role.hp + 0.25 * (view.zones[Z.hand(r)]?.count ?? 0);
    for (const zone of [Z.weapon(r), Z.armor(r), Z.horse(r)]) camp[c] += 0.3 * (view.zones[zone]?.count ?? 0);
  }
  for (const c of [0, 1]) {
    const flag = g.flags[c];
    if (flag.holder >= 0) camp[c] += 2.5 * (1 - manhattan(g.roles[flag.holder].cell, BASE[1 - c]) / 12);
  }
  const edge = 1 / (1 + Math.exp(-0.5 * (camp[0] - camp[1])));
  const out: number[] = [];
  for (let seat = 0; seat < view.players; seat++)
    out.push((view.players === 6 ? campOf(seat) : seat) === 0 ? edge : 1 - edge);
  return out;
}

export const ai: AiHooks<G> = { evaluate, teams, publicDecks: true };
