/**
 * What Vividz tells AI search (kernel observe/determinize, packages/ai): a heuristic value of a
 * position read from the view, and which hidden cards may lie where: an opponent's completed
 * mission lies face down (VZ 1114.1) and can only be one of its missions. A hidden card carries no
 * public data and game data names no hidden card.
 */
import type { AiHooks, GameObject, PlayerId, StateView } from '@arbiter/kernel';
import { cardModule } from './cards/registry.ts';
import type { CondT, WhoT } from './cards/schema.ts';
import { CENTER, type G, zoneOf } from './state.ts';

/** The view's game data: the public fields plus the computed powers of the characters (VZ 501.3a). */
type GView = G & { powers?: Record<number, number> };

/**
 * How far a condition of a mission (VZ 304.6d) holds on the view, in [0, 1]: 1 if it holds, a part
 * for a count on its way (2 of 3 characters). Reads only public things: characters on the areas
 * with their lanes, energy and trash counts, a hand's size, the turn's counts (VZ 102.12). A
 * condition the view cannot judge (EXP, per-card counters) counts as half. The turn's counts are
 * read for the turn player in its turn only (`counted`): another player's counts start again at 0
 * before they can use them (VZ 102.12), so they say nothing (null: not judged).
 */
function conditionProgress(view: StateView, cond: CondT, player: PlayerId, counted: boolean): number | null {
  const g = view.g as GView;
  const count = (name: Parameters<typeof zoneOf>[1], p: PlayerId = player) =>
    view.zones[zoneOf(p, name)]?.count ?? 0;
  const ratio = (have: number, need: number) => (need <= 0 ? 1 : Math.min(1, have / need));
  switch (cond.c) {
    case 'successes':
    case 'levelUps':
    case 'battleKOs':
    case 'effectKOs':
    case 'events':
      return counted ? ratio(g.counts?.[player]?.[cond.c] ?? 0, cond.n) : null;
    case 'energy':
      return ratio(count('energy'), cond.atLeast);
    case 'trash':
      return ratio(count('trash'), cond.atLeast);
    case 'handEmpty':
      return count('hand') === 0 ? 1 : 0;
    case 'characters': {
      const n = charactersMeant(view, cond.who, player);
      if (cond.atMost !== undefined && n > cond.atMost) return cond.atMost / n;
      return cond.atLeast !== undefined ? ratio(n, cond.atLeast) : 1;
    }
    default:
      return 0.5;
  }
}

/** Characters on the areas that a mission's `who` means (side and lane only; else any), VZ 502.1e. */
function charactersMeant(view: StateView, who: WhoT, player: PlayerId): number {
  const side = who.side ?? 'own';
  let n = 0;
  for (const p of [0, 1] as PlayerId[]) {
    if ((side === 'own' && p !== player) || (side === 'opp' && p === player)) continue;
    for (const o of view.zones[zoneOf(p, 'area')]?.objects ?? []) {
      const lane = o.data?.lane;
      if (who.lane === 'center' && lane !== CENTER) continue;
      if (who.lane === 'side' && lane === CENTER) continue;
      n++;
    }
  }
  return n;
}

/** The mean progress of a list of conditions (of those judged), and whether all hold. */
function progress(
  view: StateView,
  conds: readonly CondT[],
  player: PlayerId,
  counted: boolean,
): { part: number; all: boolean } {
  let sum = 0;
  let judged = 0;
  let all = true;
  for (const c of conds) {
    const x = conditionProgress(view, c, player, counted);
    if (x === null) {
      all = false;
      continue;
    }
    sum += x;
    judged++;
    if (x < 1) all = false;
  }
  return { part: judged === 0 ? 0 : sum / judged, all };
}

/**
 * Completed missions weigh most (VZ 1005.1: a player whose missions are all completed wins). A
 * checked mission (VZ 1113.2) is completed at its owner's mission phase if its clear conditions
 * hold then (VZ 704.2a): it weighs by how far they hold now, and almost as a completed one when
 * they all hold in its owner's own turn before the mission phase (the phase is next; one whose clear
 * conditions fail then is unchecked, VZ 704.2b). An unchecked mission weighs a little by how far
 * its check and clear conditions hold (VZ 1113.1), and much when both hold in its owner's turn
 * (checking it completes it). Then characters on the
 * areas by power less damage (VZ 1004.1: damage reaching power retires), energy (VZ 905: it pays
 * for cards), cards in hand; an almost empty deck costs (VZ 1005.2: a turn player with an empty
 * deck at a draw phase loses). Being one mission short of all weighs extra: the last one is the game.
 */
export function evaluate(view: StateView): number[] {
  const g = view.g as GView;
  const powers = g.powers ?? {};
  const score = [0, 0];
  for (const p of [0, 1] as PlayerId[]) {
    const zone = (name: Parameters<typeof zoneOf>[1]) => view.zones[zoneOf(p, name)];
    const missions = zone('mission')?.objects ?? [];
    const beforeMissionPhase = g.turnPlayer === p && (g.phase === 'main' || g.phase === 'start-draw');
    let done = 0;
    for (const m of missions) {
      if (m.faceDown) {
        score[p] += 2.2;
        done++;
        continue;
      }
      const data = m.card ? cardModule(m.card)?.data : undefined;
      if (m.data?.sleep) {
        const clear = progress(view, data?.clear ?? [], p, beforeMissionPhase);
        if (clear.all && beforeMissionPhase) {
          score[p] += 1.9;
          done++;
        } else score[p] += 0.5 + 0.9 * clear.part;
      } else if (data) {
        const check = progress(view, data.check ?? [], p, beforeMissionPhase);
        const clear = progress(view, data.clear ?? [], p, beforeMissionPhase);
        // Both hold in its owner's turn: checking it now completes it at the mission phase.
        if (check.all && clear.all && beforeMissionPhase) score[p] += 1.2;
        else score[p] += 0.25 * check.part + 0.15 * clear.part;
      }
    }
    // The last mission is the game: being one short weighs more than the first one did.
    if (missions.length > 0 && done >= missions.length - 1) score[p] += 1;
    score[p] += 0.15 * (zone('energy')?.count ?? 0);
    score[p] += 0.12 * (zone('hand')?.count ?? 0);
    if ((zone('deck')?.count ?? 0) < 3) score[p] -= 0.7;
    for (const o of zone('area')?.objects ?? []) {
      const power = powers[o.id as number] ?? 0;
      score[o.controller] += 0.3 + Math.max(0, power - (o.data?.damage ?? 0)) / 10;
    }
  }
  const edge = 1 / (1 + Math.exp(-0.8 * (score[0] - score[1])));
  return [edge, 1 - edge];
}

export const ai: AiHooks<G> = {
  evaluate,
  // VZ 507.3: missions lie in the mission zone only, and nothing else does; accounts never hide.
  canDeal(_state, obj: GameObject, card: string) {
    const kind = cardModule(card)?.data.kind;
    return obj.zone.endsWith(':mission') ? kind === 'mission' : kind !== 'mission' && kind !== 'account';
  },
};
