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

/** The turn's counts (VZ 102.12): they start again at 0 every turn, so they say nothing past it. */
const TURN_COUNTS: ReadonlySet<string> = new Set([
  'successes',
  'levelUps',
  'battleKOs',
  'effectKOs',
  'events',
]);

/**
 * What of a list of conditions lasts past the turn: the mean progress of those read on the board
 * (characters, energy, trash, hand; not the turn's counts), whether all of those hold, and whether
 * the list has a turn's count too (it must then be met again in the owner's turn).
 */
function boardProgress(view: StateView, conds: readonly CondT[], player: PlayerId) {
  let sum = 0;
  let judged = 0;
  let all = true;
  let counts = false;
  for (const c of conds) {
    if (TURN_COUNTS.has(c.c)) {
      counts = true;
      continue;
    }
    const x = conditionProgress(view, c, player, false) ?? 0.5;
    sum += x;
    judged++;
    if (x < 1) all = false;
  }
  return { part: judged === 0 ? 0 : sum / judged, all, counts };
}

/**
 * How steeply the score difference maps to a value in [0, 1] (0.8 before 25 Nov 2026): with UCB's
 * exploration of 0.7 on values in [0, 1], a flatter map leaves a few hundred iterations little to
 * tell answers apart by. Measured only together with the mission weights above (docs/ai.md).
 */
const SHARPNESS = 1.6;

/**
 * Completed missions weigh most (VZ 1005.1: a player whose missions are all completed wins). A
 * mission is checked in its owner's main phase (VZ 1113.1) and completed at that turn's mission
 * phase if its clear conditions hold then, else unchecked again (VZ 704.2a, 704.2b): the turn's
 * counts (VZ 102.12) matter only within the owner's turn. So an open mission weighs, in any turn,
 * by what lasts: how far its conditions on the board hold (characters, energy, …), and more when
 * all of them hold (a "ready" mission: its owner completes it in its next turn, at once if it has
 * no count condition, else after an attack success, an event, …). This is the same value just
 * before and just after a turn ends, so passing the turn costs nothing by itself. In the owner's
 * own turn before the mission phase: a checked mission whose clear conditions all hold weighs
 * almost as a completed one, one that can be checked now with its clear conditions holding
 * nearly as much, and a checked one a little more by the share of its clear conditions that
 * hold (the rest of the turn may complete them). An opponent's ready mission therefore weighs as
 * the threat it is, in either turn. Then characters on the areas by power less damage (VZ
 * 1004.1: damage reaching power retires), energy (VZ 905: it pays for cards), cards in hand; an
 * almost empty deck costs (VZ 1005.2: a turn player with an empty deck at a draw phase loses).
 * Being one mission short of all weighs extra: the last one is the game.
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
      if (!data) continue;
      const check = boardProgress(view, data.check ?? [], p);
      const clear = boardProgress(view, data.clear ?? [], p);
      let value = 0.25 * check.part + 0.15 * clear.part;
      if (check.all && clear.all) value += check.counts || clear.counts ? 0.5 : 1;
      if (beforeMissionPhase) {
        const clearNow = progress(view, data.clear ?? [], p, true);
        if (m.data?.sleep) {
          if (clearNow.all) {
            value = 1.9;
            done++;
          } else value += 0.5 * clearNow.part;
        } else if (clearNow.all && progress(view, data.check ?? [], p, true).all)
          value = Math.max(value, 1.6);
      }
      score[p] += value;
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
  const edge = 1 / (1 + Math.exp(-SHARPNESS * (score[0] - score[1])));
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
