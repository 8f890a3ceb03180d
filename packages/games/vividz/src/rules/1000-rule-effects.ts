/**
 * VZ 1000 rule effects, as the kernel's ordered state checks.
 *
 * VZ 1001.1 rule effects resolve when their conditions are met; VZ 1001.2 during priority
 * preprocessing (VZ 202.2a: until none applies); VZ 1001.2a when several apply at once, in this
 * order: level up, illegal character, retire by damage, losing the game — the kernel's `ordered`
 * mode applies the first that finds something and starts over.
 */
import {
  type Ctx,
  type ObjId,
  type PlayerId,
  type StateCheck,
  type StateCheckSystem,
  timestampOf,
} from '@arbiter/kernel';
import { cardData } from '../cards/registry.ts';
import { type G, LANES, type Lane, opponent, type VzState, zoneOf } from '../state.ts';
import { moveGroup } from './0501-zones.ts';
import { setState } from './0502-card-state.ts';
import { inArea } from './0503-areas.ts';
import { makeExp } from './0512-exp.ts';
import { addToCount } from './0902-selectors.ts';
import { allChars, mayLowerPower } from './0911-continuous.ts';
import type { RetireEvent } from './1100-keyword-actions.ts';

/** An area holding several characters of one controller, and its newest character (decisions D17). */
interface Crowded {
  player: PlayerId;
  lane: Lane;
  newest: ObjId;
  others: ObjId[];
  /** Whether the newest one's cost is the highest of the area (ties included). */
  highest: boolean;
}

/** Areas with more than one character of the same controller (VZ 1002.1, VZ 1003.1). */
export function crowdedAreas(state: VzState): Crowded[] {
  const out: Crowded[] = [];
  let chars: ReturnType<typeof allChars> | null = null;
  for (let p = 0; p < state.players; p++) {
    // Most of the time no area holds two characters: find that out without computing anything.
    const all = state.zones[zoneOf(p, 'area')].objects;
    if (all.length < 2) continue;
    let seen = 0;
    let twice = false;
    for (const id of all) {
      const bit = 1 << (state.objects[id].data.lane ?? 0);
      if (seen & bit) twice = true;
      seen |= bit;
    }
    if (!twice) continue;
    chars ??= allChars(state);
    const computed = chars;
    for (const lane of LANES) {
      const ids = inArea(state, p, lane);
      if (ids.length < 2) continue;
      // The one that entered this area last: the time it entered the area zone, or a later slide
      // into this area (the named timestamp 'lane', VZ 1116.1).
      const at = (id: ObjId) => timestampOf(state.objects[id], 'lane');
      const newest = ids.reduce((a, b) => (at(b) > at(a) ? b : a));
      const cost = (id: ObjId) => computed[id]?.cost ?? 0;
      const highest = ids.every((id) => cost(newest) >= cost(id));
      out.push({ player: p, lane, newest, others: ids.filter((id) => id !== newest), highest });
    }
  }
  return out;
}

/** VZ 1002.1: the newest character of a crowded area has the highest cost — it levels up. */
const levelUp: StateCheck<G> = {
  id: 'level-up',
  rule: 'VZ 1002.1',
  find: (state) => crowdedAreas(state).find((c) => c.highest) ?? null,
  apply(ctx, found: Crowded) {
    // The others become its EXP; it is in the Lv UP state.
    makeExp(ctx, found.others, found.newest);
    setState(ctx, found.newest, 'lvup', true);
    addToCount(ctx, found.player, 'levelUps');
    ctx.touch();
    ctx.log('VZ 1002.1', 'vz.level-up', { c: ctx.ref(found.newest), n: found.others.length });
  },
};

/** VZ 1003.1: the newest character of a crowded area is not the highest cost — the others go to the trash. */
const illegal: StateCheck<G> = {
  id: 'illegal',
  rule: 'VZ 1003.1',
  find: (state) => crowdedAreas(state).find((c) => !c.highest) ?? null,
  apply(ctx, found: Crowded) {
    ctx.log('VZ 1003.1', 'vz.illegal', { c: ctx.ref(found.newest), n: found.others.length });
    moveGroup(ctx, found.others, { zone: 'trash' });
  },
};

/**
 * VZ 1004.1 a character whose damage reaches its power retires (decisions D2: "≥" as VZ 305.2
 * says); VZ 1004.2 a character with power 0 or less retires. All that qualify retire together.
 */
export function retiringByDamage(state: VzState): ObjId[] {
  // Most of the time nobody is damaged and nothing lowers power: then nobody retires (every printed
  // power in the set is at least 1), and the board's characteristics need not be computed.
  if (!mayLowerPower(state)) {
    let hurt = false;
    for (let p = 0; p < state.players && !hurt; p++)
      for (const id of state.zones[zoneOf(p, 'area')].objects)
        if ((state.objects[id].data.damage ?? 0) > 0 || (cardData(state.objects[id].card).power ?? 0) <= 0) {
          hurt = true;
          break;
        }
    if (!hurt) return [];
  }
  const chars = allChars(state);
  const out: ObjId[] = [];
  for (let p = 0; p < state.players; p++) {
    for (const id of state.zones[zoneOf(p, 'area')].objects) {
      const c = chars[id];
      if (!c) continue;
      const damage = state.objects[id].data.damage ?? 0;
      if (c.power <= 0 || damage >= c.power) out.push(id);
    }
  }
  return out;
}

const retireByDamage: StateCheck<G> = {
  id: 'retire-by-damage',
  rule: 'VZ 1004.1',
  find: (state) => {
    const ids = retiringByDamage(state);
    return ids.length ? ids : null;
  },
  apply(ctx, ids: ObjId[]) {
    // All of them at once (VZ 501.5); VZ 1004.2 when the power is 0 or less without damage.
    const byPower = ids.every((id) => (ctx.state.objects[id].data.damage ?? 0) === 0);
    const ev: RetireEvent = {
      type: 'retire',
      objs: ids,
      cause: { kind: 'damage', source: null, player: null },
      rule: byPower ? 'VZ 1004.2' : 'VZ 1004.1',
    };
    ctx.event(ev);
  },
};

/**
 * VZ 1005.1 at the turn player's mission-phase preprocessing (VZ 704.5), if all of the turn
 * player's missions are completed (decisions D11), the non-turn player loses. VZ 1005.2 at the
 * preprocessing that begins either draw phase (VZ 702.2, VZ 706.2), a turn player with an empty deck
 * loses. VZ 101.2 the other player wins; VZ 101.3 both losing at once is a draw.
 */
export function losers(state: VzState): PlayerId[] {
  const g = state.g;
  const tp = g.turnPlayer;
  const out: PlayerId[] = [];
  if (g.moment === 'mission') {
    const missions = state.zones[zoneOf(tp, 'mission')].objects;
    if (missions.length > 0 && missions.every((id) => state.objects[id].faceDown)) out.push(opponent(tp));
  }
  if (
    (g.moment === 'start-draw' || g.moment === 'end-draw') &&
    state.zones[zoneOf(tp, 'deck')].objects.length === 0
  )
    out.push(tp);
  return out;
}

const loseGame: StateCheck<G> = {
  id: 'lose',
  rule: 'VZ 1005.1',
  find: (state) => {
    const l = losers(state);
    return l.length ? l : null;
  },
  apply(ctx, lost: PlayerId[]) {
    endByLoss(ctx, lost, ctx.state.g.moment === 'mission' ? 'VZ 1005.1' : 'VZ 1005.2');
  },
};

/** VZ 101.2 / VZ 101.3: end the game when players lose. */
export function endByLoss(ctx: Ctx<G>, lost: PlayerId[], rule: string): void {
  const players = [0, 1];
  const winners = players.filter((p) => !lost.includes(p));
  if (winners.length === 0) {
    ctx.end({ winners: [], draw: true, rule: 'VZ 101.3', reason: { key: 'vz.draw-game', args: { rule } } });
    return;
  }
  // The reason names the rule's condition (VZ 1005.1 missions, VZ 1005.2 the deck).
  const key = rule === 'VZ 1005.1' ? 'vz.lose-missions' : rule === 'VZ 1005.2' ? 'vz.lose-deck' : 'vz.loses';
  ctx.end({ winners, draw: false, rule, reason: { key, args: { player: lost[0] } } });
}

export const RULE_EFFECTS: StateCheckSystem<G> = {
  mode: 'ordered',
  checks: [levelUp, illegal, retireByDamage, loseGame],
};
