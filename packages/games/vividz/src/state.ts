/**
 * The game's own data (`state.g`) and the data of each card object (`obj.data`), plus zone names.
 * Everything is plain JSON (principle 2).
 */
import type { GameObject, ObjId, PlayerId, State } from '@arbiter/kernel';

/** A lane number 0..2 (shown as lanes 1–3); lane 1 (index) is the Center of both players (decisions D1). */
export type Lane = 0 | 1 | 2;
export const LANES: readonly Lane[] = [0, 1, 2];
export const CENTER: Lane = 1;

/** The private zones of each player (VZ 501.2b). */
export const PLAYER_ZONES = [
  'account',
  'deck',
  'trash',
  'mission',
  'energy',
  'area',
  'hand',
  'remove',
  'keep',
  'exp',
] as const;
export type PlayerZone = (typeof PLAYER_ZONES)[number];

/** The shared temporary zone (VZ 501.2a, VZ 510). The lanes are a relation of areas (decisions D1). */
export const TEMP = 'temp';

export function zoneOf(player: PlayerId, zone: PlayerZone): string {
  return `p${player}:${zone}`;
}

/** The kind of a zone id (`p0:area` → `area`, `temp` → `temp`). */
export function zoneKind(zoneId: string): PlayerZone | 'temp' {
  const i = zoneId.indexOf(':');
  return (i < 0 ? zoneId : zoneId.slice(i + 1)) as PlayerZone | 'temp';
}

/** Per-player counts of the current turn that effects and missions read (VZ 102.12). */
export interface TurnCounts {
  /** VZ 1118.1: attack successes (kept until the mission phase ends). */
  successes: number;
  levelUps: number;
  /** VZ 1102.2: opposing characters this player's characters retired through battle. */
  battleKOs: number;
  /** VZ 1103: opposing characters retired by effects of this player's cards. */
  effectKOs: number;
  events: number;
}

export function emptyCounts(): TurnCounts {
  return { successes: 0, levelUps: 0, battleKOs: 0, effectKOs: 0, events: 0 };
}

/** The attack being carried out (VZ 801–806). */
export interface AttackState {
  /** Number of this attack in the game (ids of battle damage refer to it). */
  seq: number;
  player: PlayerId;
  attacker: ObjId;
  lane: Lane;
  step: 'declare' | 'defence' | 'scout' | 'battle' | 'end';
  success: boolean;
  /** VZ 806.3: abilities (source:index) that already triggered on this attack's success. */
  successTriggered: string[];
}

/**
 * Which priority preprocessing is running: the lose checks of VZ 1005 look at it.
 * 'start-draw' = VZ 702.2, 'end-draw' = VZ 706.2, 'mission' = VZ 704.5, otherwise 'other'.
 */
export type Moment = 'start-draw' | 'end-draw' | 'mission' | 'other';

export type Phase = 'setup' | 'start-draw' | 'main' | 'mission' | 'charge' | 'end-draw';

export interface G {
  turn: number;
  /** VZ 701.2 the turn player. */
  turnPlayer: PlayerId;
  firstPlayer: PlayerId;
  phase: Phase;
  moment: Moment;
  attack: AttackState | null;
  attackSeq: number;
  counts: [TurnCounts, TurnCounts];
  /** Players who conceded (VZ 101.4), for the result. */
  conceded: PlayerId[];
}

/** What a card object keeps in `obj.data`. */
export interface CardState {
  /** Area cards: the lane of the area they stand in (D1). */
  lane?: Lane;
  /** Mission cards: the mission slot 0..2 (VZ 507.3). */
  slot?: number;
  /** VZ 502.2 sleep (横置); absent = reboot (竖置). Missions: asleep = checked (VZ 1113.2). */
  sleep?: boolean;
  /** VZ 1101.1 damage received. */
  damage?: number;
  /** VZ 1002.1 the Lv UP state. */
  lvup?: boolean;
  /** VZ 1102: battle damage received in attack `attack` from `by` (its controller `player`). */
  battle?: { attack: number; by: ObjId; player: PlayerId };
  /** VZ 1103.3: the last effect that damaged this character or lowered its power. */
  hurtBy?: { source: ObjId | null; player: PlayerId };
  /** Per-card state, namespaced by card id (principle 7). */
  cardState?: Record<string, Record<string, number>>;
}

export type VzState = State<G>;
export type VzObject = GameObject<CardState>;

export const opponent = (p: PlayerId): PlayerId => (p === 0 ? 1 : 0);
