/**
 * The game data `g` of 三国杀战棋 and the names every file shares: roles and seats (SGS 1.3),
 * zones, and the message builder. Everything here is plain JSON; per-card and per-skill state lives
 * under the card's or skill's own id (`TurnState.marks`, `UseEvent.marks`), never as a field here.
 */
import type { Ctx, Msg, Procedure, State } from '@arbiter/kernel';

export interface Role {
  camp: number;
  /** General id ('' before the generals are revealed, SGS 1.4). */
  general: string;
  hp: number;
  maxHp: number;
  /** Board cell; -1 when off the board (before placement, or after leaving it dead). */
  cell: number;
  dead: boolean;
  /** The piece is flipped face down: it has taken its action unit this round (SGS 2.9). */
  faceDown: boolean;
  /** The seat that decides for this role. */
  seat: number;
}

export interface Flag {
  /** Cell where the flag lies when no role carries it. */
  cell: number;
  /** Role carrying it, or -1. */
  holder: number;
}

/** What the current turn has done (SGS 1: "this turn's effects"). */
export interface TurnState {
  /** Cards used at idle points this play phase, by card name (专题三 per-phase limits). */
  usesThisPhase: Record<string, number>;
  /** Actions with a per-turn limit already taken, by the id of the skill or card (SGS 2.1). */
  actionsUsed: string[];
  skipPlay: boolean;
  skipDraw: boolean;
  /** The current role died during its turn (SGS 2.16: the turn goes to 回合结束前❶). */
  died: boolean;
  /** Each skill's or card's own state for this turn, under its id (e.g. marks.luoyi). */
  marks: Record<string, any>;
}

export interface Draft {
  pool: string[];
  picks: string[][];
  /** Pick steps: camp * 10 + how many generals. */
  order: number[];
  next: number;
}

export interface G {
  seats: number;
  round: number;
  turns: number;
  roles: Role[];
  score: number[];
  flags: Flag[];
  firstCamp: number;
  /** Camp whose action unit is next or running (SGS 1.8). */
  actingCamp: number;
  /** The current-turn role, -1 outside turns. */
  current: number;
  phase: string;
  turn: TurnState;
  draft: Draft | null;
}

export type P = Procedure<G>;
export type C = Ctx<G>;
export type S = State<G>;

export const ROLES = 6;
export const campOf = (r: number) => (r < 3 ? 0 : 1);
export const campRoles = (camp: number) => (camp === 0 ? [0, 1, 2] : [3, 4, 5]);
/** The seat deciding for a role: one player per camp, or one per role with six seats (D10). */
export const seatOf = (g: Pick<G, 'seats'>, r: number) => (g.seats === 6 ? r : campOf(r));
/** The seat deciding for a camp (the draft, who starts, the action unit): its first role's (D10). */
export const captain = (g: Pick<G, 'seats'>, camp: number) => (g.seats === 6 ? camp * 3 : camp);
export const seatsOfCamp = (g: Pick<G, 'seats'>, camp: number) => (g.seats === 6 ? campRoles(camp) : [camp]);

// Zone ids, precomputed (hot paths look zones up by role many times per decision).
const names = (p: string) => [0, 1, 2, 3, 4, 5].map((r) => `${p}${r}`);
const HAND = names('h');
const WEAPON = names('w');
const ARMOR = names('a');
const HORSE = names('m');
const DELAY = names('d');
const LOOK = names('look');
export const Z = {
  deck: 'deck',
  discard: 'discard',
  /** The processing area (处理区). */
  processing: 'proc',
  hand: (r: number) => HAND[r],
  weapon: (r: number) => WEAPON[r],
  armor: (r: number) => ARMOR[r],
  horse: (r: number) => HORSE[r],
  delay: (r: number) => DELAY[r],
  /** Cards a seat looks at privately (〖观星〗, 〖遗计〗, 〖驿站〗). */
  look: (seat: number) => LOOK[seat],
};
export type Slot = 'weapon' | 'armor' | 'horse';
export const SLOT_ZONE: Record<Slot, (r: number) => string> = {
  weapon: Z.weapon,
  armor: Z.armor,
  horse: Z.horse,
};
export const SLOT_ZONES: Record<Slot, readonly string[]> = { weapon: WEAPON, armor: ARMOR, horse: HORSE };

export function newTurn(): TurnState {
  return { usesThisPhase: {}, actionsUsed: [], skipPlay: false, skipDraw: false, died: false, marks: {} };
}

export function msg(key: string, args?: Msg['args']): Msg {
  return args ? { key, args } : { key };
}
