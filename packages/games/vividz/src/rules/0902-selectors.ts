/**
 * Reading the vocabulary against the board: which characters a `Who` means, and whether a
 * condition holds (mission items VZ 304.6d, state triggers VZ 908.5a, "if" clauses). Conditions
 * that count things done "this turn" read the turn's counts (VZ 102.12).
 */
import type { ObjId, PlayerId } from '@arbiter/kernel';
import type { CondT, WhoT } from '../cards/schema.ts';
import { CENTER, type VzState, zoneOf } from '../state.ts';
import type { Chars } from './0300-parameters.ts';
import { charactersOf, laneOf } from './0503-areas.ts';
import { expOf } from './0512-exp.ts';

export type CharsOf = (id: ObjId) => Chars | undefined;

/**
 * VZ 502.1e: "you" is the effect's controller and "opponent" the other player (`side`).
 * Whether the character `target` is one that `who` means, seen from `source` controlled by
 * `controller`. `chars` gives computed characteristics (inside the layer system: those computed so
 * far). `sourceLane` is the source's lane (for 'same' / 'adjacent'), if it is on an area.
 */
export function matchesWho(
  state: VzState,
  who: WhoT,
  source: ObjId | null,
  controller: PlayerId,
  target: ObjId,
  chars: CharsOf,
): boolean {
  const o = state.objects[target];
  if (!o?.zone.endsWith(':area')) return false;
  const side = who.side ?? 'own';
  if (side === 'own' && o.controller !== controller) return false;
  if (side === 'opp' && o.controller === controller) return false;
  if (who.self && target !== source) return false;
  if (who.other && target === source) return false;
  const lane = o.data.lane;
  if (who.lane) {
    if (who.lane === 'center' && lane !== CENTER) return false;
    if (who.lane === 'side' && lane === CENTER) return false;
    if (who.lane === 'same' || who.lane === 'adjacent') {
      const from = source === null ? undefined : laneOf(state, source);
      if (from === undefined) return false;
      if (who.lane === 'same' && lane !== from) return false;
      if (who.lane === 'adjacent' && Math.abs(lane - from) !== 1) return false;
    }
    if (who.lane === 'attacker' && (!state.g.attack || state.g.attack.lane !== lane)) return false;
  }
  if (who.attacking && state.g.attack?.attacker !== target) return false;
  if (who.sleeping !== undefined && Boolean(o.data.sleep) !== who.sleeping) return false;
  if (who.feature || who.powerMax !== undefined || who.powerMin !== undefined || who.costMax !== undefined) {
    const c = chars(target);
    if (!c) return false;
    if (who.feature && !c.features.includes(who.feature)) return false;
    if (who.powerMax !== undefined && c.power > who.powerMax) return false;
    if (who.powerMin !== undefined && c.power < who.powerMin) return false;
    if (who.costMax !== undefined && c.cost > who.costMax) return false;
  }
  return true;
}

/** Every character on both areas that `who` means. */
export function allMatching(
  state: VzState,
  who: WhoT,
  source: ObjId | null,
  controller: PlayerId,
  chars: CharsOf,
): ObjId[] {
  const out: ObjId[] = [];
  for (const p of [0, 1]) {
    for (const id of charactersOf(state, p))
      if (matchesWho(state, who, source, controller, id, chars)) out.push(id);
  }
  return out;
}

/** Whether a condition holds for `player` (the controller of the mission or ability `source`). */
export function holds(
  state: VzState,
  cond: CondT,
  player: PlayerId,
  source: ObjId | null,
  chars: CharsOf,
): boolean {
  const counts = state.g.counts[player];
  switch (cond.c) {
    case 'successes':
      return counts.successes >= cond.n;
    case 'levelUps':
      return counts.levelUps >= cond.n;
    case 'battleKOs':
      return counts.battleKOs >= cond.n;
    case 'effectKOs':
      return counts.effectKOs >= cond.n;
    case 'events':
      return counts.events >= cond.n;
    case 'characters': {
      const n = allMatching(state, cond.who, source, player, chars).length;
      if (cond.atLeast !== undefined && n < cond.atLeast) return false;
      if (cond.atMost !== undefined && n > cond.atMost) return false;
      return true;
    }
    case 'energy':
      return state.zones[zoneOf(player, 'energy')].objects.length >= cond.atLeast;
    case 'trash':
      return state.zones[zoneOf(player, 'trash')].objects.length >= cond.atLeast;
    case 'handEmpty':
      return state.zones[zoneOf(player, 'hand')].objects.length === 0;
    case 'exp':
      return charactersOf(state, player).some((id) => expOf(state, id).length >= cond.atLeast);
    case 'counter': {
      const o = source === null ? undefined : state.objects[source];
      return (o?.data.cardState?.[o.card]?.[cond.name] ?? 0) >= cond.atLeast;
    }
  }
}
