/**
 * The game's part of the state (`g`), the data kept on objects, and the zone names. Everything is
 * plain JSON (kernel principle 2). Rule files change object data only through the helpers in
 * rules/objects.ts, so the change to kernel mutators is one place.
 */
import type { ObjId, PlayerId } from '@arbiter/kernel';
import type { Domain } from './cards/schema.ts';

/** RB 314–317: where the turn is. `setup` covers RB 110–118. */
export type Phase =
  | 'setup'
  | 'awaken'
  | 'beginning'
  | 'scoring'
  | 'channel'
  | 'draw'
  | 'action'
  | 'ending'
  | 'end-cleanup'
  | 'expiration';

/**
 * RB 161–163: a player's rune pool. Energy has no domain (RB 159.1.a); Power has one
 * (RB 159.2.a) or is universal [A] (RB 159.2.b). `spellEnergy` is Energy that may only pay for
 * spells (Lux, Crownguard's "use only to play spells").
 */
export interface RunePool {
  energy: number;
  power: Partial<Record<Domain, number>>;
  universal: number;
  spellEnergy: number;
}

/**
 * A battlefield in play (RB 165–168, RB 182–184). `contestedBy` is the player who applied
 * Contested (RB 184.3.a); `scored` lists who scored it this turn (RB 447).
 */
export interface BattlefieldState {
  /** The battlefield card's object id (it never leaves the battlefield zone, RB 166.4). */
  obj: ObjId;
  /** The zone holding the units and gear at this battlefield. */
  zone: string;
  controller: PlayerId | null;
  contestedBy: PlayerId | null;
  showdownStaged: boolean;
  combatStaged: boolean;
  scored: PlayerId[];
}

/** Per-player facts this turn that effects ask about (RB 738 Legion, discards, Mighty counts). */
export interface TurnRecord {
  /** Main deck cards played this turn (RB 738.1.c.1). */
  played: number;
  /** Cards discarded this turn (Raging Soul). */
  discarded: number;
  /** Friendly units that died this turn (Wraith of Echoes). */
  friendlyDied: number;
  /** Non-token gear played this turn (Ornn's Forge: "the first ... each turn"). */
  gearPlayed: number;
}

export interface RbGame {
  /** The turn player (RB 304). */
  tp: PlayerId;
  /** The first player (RB 115.1.b.1). */
  first: PlayerId;
  /** Turns started so far (1 on the first turn). */
  turn: number;
  /** Turns each player has started (RB 462.7 reads the second player's first). */
  turnsTaken: number[];
  phase: Phase;
  /** RB 448: points; RB 462.3: the Victory Score. */
  points: number[];
  victoryScore: number;
  pools: RunePool[];
  battlefields: BattlefieldState[];
  record: TurnRecord[];
  /** The combat in progress (RB 437–444), or null. */
  combat: CombatState | null;
  /** The showdown in progress (RB 337–345), or null: the turn is then in a Showdown State (RB 308.1). */
  showdown: ShowdownState | null;
  /**
   * True while the triggers of a combat's Initial Chain are being put on the chain (RB 442.1.b.1:
   * the attacker's first, then the defender's), false otherwise.
   */
  initial: boolean;
  /**
   * Keys of things that may happen only once per turn: "the first time ... each turn" triggers
   * (RB 376.1.b), modes already chosen (Udyr), gear discounts used. Cleared as each turn starts.
   */
  once: string[];
  /**
   * RB 415.5.c: the spell or ability that last applied damage, so the kills of the following
   * cleanup are attributed to it (Immortal Phoenix reads "you kill a unit with a spell").
   */
  lastDamage: DamageRecord | null;
  /**
   * RB 103.2.a.3: the card id each player chose for the Chosen Champion slot (null in a scenario
   * placing none). Kept because the card leaves the Champion Zone and object ids change with zones,
   * yet every Champion unit of that name stays the player's Chosen Champion, anywhere.
   */
  chosen: (string | null)[];
}

/**
 * The game data as a view shows it: the game's data plus what the layers compute for each
 * permanent the viewer can see (RB 142.2: the current Might; RB 134.2.c: keywords), so boards show
 * a unit's Might with every effect applied rather than its printed value.
 */
export interface RbGameView extends RbGame {
  might: Record<number, number>;
  keywords: Record<number, Partial<Record<string, number>>>;
}

/** Who dealt damage with what, for RB 415.5.c. */
export interface DamageRecord {
  controller: PlayerId;
  /** The damage came from a spell or from an ability a spell created (RB 415.5.d). */
  spell: boolean;
  units: ObjId[];
}

/**
 * A showdown (RB 337–345): where, who has Focus (RB 313, RB 341), whether it belongs to a combat
 * (RB 316.5.a.1), whether the Initial Chain is still resolving (RB 343.1), and who started the chain
 * now on it (Focus passes from them when it has resolved, RB 343).
 */
export interface ShowdownState {
  bf: number;
  focus: PlayerId;
  combat: boolean;
  initial: boolean;
  starter: PlayerId | null;
}

/**
 * A combat (RB 437–444): where it is, and who attacks (the player who applied Contested,
 * RB 442.1.a.1) and who defends (RB 442.1.a.2).
 */
export interface CombatState {
  zone: string;
  attacker: PlayerId;
  defender: PlayerId;
  /** Units that gained the Attacker / Defender designation this combat (RB 376.4.d.2.a, RB 376.4.e.2.a). */
  attacked: ObjId[];
  defended: ObjId[];
  /** RB 444: the resolution step has begun; the cleanup no longer hands out designations. */
  resolving?: boolean;
}

/**
 * Data on a game object. Units and gear (RB 140–148): exhausted (RB 401), damage (RB 141),
 * buff (RB 701–705), stunned (RB 410), combat designation (RB 442.1.a). Runes: exhausted.
 * RB 702: a buff is an object placed on a unit, kept here as a mark; RB 702.3: one at most.
 */
export interface ObjData {
  /** RB 414.3: cards this object put into banishment (their ids there). */
  banished?: number[];
  exhausted?: true;
  damage?: number;
  buff?: 1;
  stunned?: true;
  designation?: 'attacker' | 'defender';
  /** A token (RB 179): it ceases to exist in a non-board zone (RB 180.1). */
  token?: true;
  /** The turn a facedown card was hidden (RB 737.1.b: playable from the next turn). */
  hiddenTurn?: number;
  /** RB 709: whether the unit was Mighty when last looked at (1 or 0; absent: not looked at yet). */
  mighty?: 0 | 1;
  /** A scenario's name for the object (docs/scenarios.md expectations select by tag). */
  tag?: string;
}

export const opponent = (p: PlayerId): PlayerId => (p === 0 ? 1 : 0);

/** Zone ids (RB 105–107). Index 0 of a zone is the bottom; the last object is the top. */
/**
 * One name per zone, built once: the same string each time (property look-ups with it are then
 * fast, and no string is built per call on the hot paths that list options).
 */
function named(make: (n: number) => string): (n: number) => string {
  const cache: string[] = [];
  return (n) => cache[n] ?? (cache[n] = make(n));
}

export const Z = {
  deck: named((p) => `p${p}:deck`),
  runeDeck: named((p) => `p${p}:rune-deck`),
  hand: named((p) => `p${p}:hand`),
  trash: named((p) => `p${p}:trash`),
  banish: named((p) => `p${p}:banish`),
  legend: named((p) => `p${p}:legend`),
  champion: named((p) => `p${p}:champion`),
  base: named((p) => `p${p}:base`),
  runes: named((p) => `p${p}:runes`),
  setAside: named((p) => `p${p}:aside`),
  /** RB 327: the chain, a non-board zone where cards wait while they are played. */
  chain: 'chain',
  battlefields: 'battlefields',
  at: named((i) => `bf${i}`),
  facedown: named((i) => `bf${i}:facedown`),
} as const;

/**
 * Is this zone a location on the board: a base or a battlefield (RB 106.2.c, RB 106.3.c)? RB 106.4.e:
 * facedown zones are not locations; RB 106.5.b: nor is the legend zone.
 */
export function isLocation(zone: string): boolean {
  return /^p\d:base$|^bf\d+$/.test(zone);
}

/**
 * Is this zone part of the board (RB 106), as opposed to a non-board zone (RB 107)? RB 106.5.d: the
 * legend never leaves its zone — no rule moves it.
 */
export function isBoardZone(zone: string): boolean {
  return isLocation(zone) || /^p\d:(runes|legend)$|^battlefields$|^bf\d+:facedown$/.test(zone);
}

/** The battlefield index of a battlefield location zone, or -1 for anything else. */
export function battlefieldIndex(zone: string): number {
  const m = /^bf(\d+)$/.exec(zone);
  return m ? Number(m[1]) : -1;
}

/** The player whose base a zone is, or -1. */
export function baseOwner(zone: string): number {
  const m = /^p(\d):base$/.exec(zone);
  return m ? Number(m[1]) : -1;
}

export function emptyPool(): RunePool {
  return { energy: 0, power: {}, universal: 0, spellEnergy: 0 };
}

export function emptyRecord(): TurnRecord {
  return { played: 0, discarded: 0, friendlyDied: 0, gearPlayed: 0 };
}
