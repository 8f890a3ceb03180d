/**
 * The game-specific part of the state (`g`) and small helpers shared by the rule files.
 * Everything is plain JSON (kernel principle 2).
 */
import type { Ctx, GameObject, ObjId, State } from '@arbiter/kernel';
import { def } from './cards/cards.ts';
import type { EffectT, El, TargetSpecT } from './cards/schema.ts';

/** Object data on the field (FFTCG 6.3, FFTCG 6.7). */
export interface FData {
  /** Dull (FFTCG 6.3.1). */
  dull?: 1;
  /** Damage marked this turn (FFTCG 12.4.5). */
  dmg?: number;
  /** Frozen (FFTCG 15.2.4). */
  frz?: 1;
  /** Turn number in which its current controller began controlling it (FFTCG 10.1.2.1.1). */
  ctl?: number;
  /** Attacked this turn (FFTCG 10.1.2.1.2). */
  atk?: 1;
  /** Counters by name (FFTCG 6.7). */
  ctr?: Record<string, number>;
  /** A state trigger of this object is waiting on the stack (FFTCG 11.8.18). */
  stt?: 1;
  /** Scenario tag. */
  tag?: string;
}

/** A summon or ability on the stack (FFTCG 7.12, FFTCG 11.3–FFTCG 11.8). */
export interface StackItem {
  id: number;
  kind: 'summon' | 'action' | 'special' | 'auto';
  /** Source object (the summon card on the stack, or the character with the ability). */
  src: ObjId;
  card: string;
  /** Ability index on the card; -1 for a summon's own effect. */
  ab: number;
  ctl: number;
  mode?: number;
  x?: number;
  /** Chosen targets per target slot. */
  tg: ObjId[][];
  dist?: Record<string, number>;
  /** Object an auto ability refers to ("it"). */
  it?: ObjId;
  /** Delayed ability's own effects (FFTCG 11.8.17). */
  fx?: EffectT[];
}

export interface Delayed {
  at: 'end';
  src: ObjId;
  card: string;
  ctl: number;
  tg: ObjId[][];
  fx: EffectT[];
}

export interface Combat {
  /** Attacking Forwards (one, or a party). */
  ids: ObjId[];
  blk: ObjId | null;
  party: boolean;
}

// FFTCG 6.1.1: two players; FFTCG 6.1.2: each is the other's opponent; FFTCG 6.1.3: `tp` is the turn player.
export interface G {
  /** 'c' constructed (7 damage), 'l' limited (6 damage) (FFTCG 3.1.1). */
  fmt: 'c' | 'l';
  first: number;
  turn: number;
  tp: number;
  phase: 'setup' | 'active' | 'draw' | 'main1' | 'attack' | 'main2' | 'end';
  stack: StackItem[];
  seq: number;
  combat: Combat | null;
  /** Loss flags per player: 1 = could not draw (12.4.2), 2 = damage with an empty deck (12.4.3). */
  lose: number[];
  delayed: Delayed[];
  /** Scenarios: ask for priority even when passing is the only answer. */
  hold?: 1;
}

export const FIELD = ['p0:field', 'p1:field'] as const;
export const z = (p: number, name: string) => `p${p}:${name}`;

export const KW = { brave: 1, haste: 2, firstStrike: 4, backAttack: 8 } as const;
export const TYPE_CODE = { forward: 0, backup: 1, monster: 2, summon: 3 } as const;

/** Computed characteristics of a character on the field (after FFTCG 11.12.4 layers). */
export interface Chars {
  t: number;
  p: number;
  kw: number;
  cost: number;
  els: El[];
  job: string;
  noText: boolean;
  unblk: number;
  must: boolean;
}

export function fieldIds(state: State<G>): ObjId[] {
  const a = state.zones['p0:field'].objects;
  const b = state.zones['p1:field'].objects;
  return a.length === 0 ? b.slice() : b.length === 0 ? a.slice() : a.concat(b);
}

export function damageCount(state: State<G>, p: number): number {
  return state.zones[z(p, 'damage')].objects.length;
}

export function cardOf(o: GameObject) {
  return def(o.card);
}

export function isLightDark(els: readonly El[]): boolean {
  return els.includes('light') || els.includes('dark');
}

export function nextSeq(ctx: Ctx<G>): number {
  return ++ctx.g.seq;
}

export type { EffectT, TargetSpecT };
