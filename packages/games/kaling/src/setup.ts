/** The initial game data and zones (KALING 2.1-1 LP 20, KALING 2.2-1 six energy). */
import type { Ctx } from '@arbiter/kernel';
import { MAX_ENERGY, START_LP } from './rules/02-match.ts';
import type { G } from './types.ts';

export function initialG(): G {
  return {
    turn: 0,
    turnPlayer: 0,
    firstPlayer: 0,
    phase: 'setup',
    lp: [START_LP, START_LP],
    energy: [MAX_ENERGY, MAX_ENERGY],
    cells: new Array(25).fill(0),
    sealed: [],
    paidSummons: 0,
    swapUsed: 0,
    skillDrawUsed: 0,
    skillRaidUsed: 0,
    raidCounts: [0, 0],
    limitUses: {},
    resolving: 0,
    attack: null,
    noAttackTurn: 0,
    onlyAttacker: 0,
    freeTactics: [],
  };
}

/** KALING 1-8: each deck is hidden and shuffled; KALING 1-7: discard piles are public, face up. */
export function addZones(ctx: Ctx<G>): void {
  for (const p of [0, 1]) {
    ctx.addZone(`p${p}:deck`, p, 'hidden');
    ctx.addZone(`p${p}:hand`, p, 'owner');
    ctx.addZone(`p${p}:discard`, p, 'public');
  }
  ctx.addZone('field', null, 'public');
}
