/**
 * The game-specific part of the state (`g`) and small helpers shared by the rule files.
 * Everything is plain JSON (kernel principle 2).
 */
import type { GameObject, ObjId, StackItem, State, Target } from '@arbiter/kernel';
import { def } from './cards/cards.ts';
import type { EffectT, El, TargetSpecT } from './cards/schema.ts';

/**
 * Object data on the field (FFTCG 6.3, FFTCG 6.7). Written only through the kernel (`ctx.setData`,
 * `ctx.adjustData`): FF-TCG declares `mutations: 'tracked'`.
 */
export interface FieldData {
  /** Dull (FFTCG 6.3.1). */
  dull?: 1;
  /** Damage marked this turn (FFTCG 12.4.5). */
  damage?: number;
  /** Frozen (FFTCG 15.2.4). */
  frozen?: 1;
  /** Turn number in which its current controller began controlling it (FFTCG 10.1.2.1.1). */
  controlledSince?: number;
  /** Attacked this turn (FFTCG 10.1.2.1.2). */
  attacked?: 1;
  /** Counters by name (FFTCG 6.7). */
  counters?: Record<string, number>;
  /** A state trigger of this object is waiting on the stack (FFTCG 11.8.18). */
  stateTriggered?: 1;
  /** Scenario tag. */
  tag?: string;
}

/**
 * The game's data on a kernel stack item (a summon or ability, FFTCG 7.12, FFTCG 11.3–FFTCG 11.8). The
 * kernel item holds the controller, the source (the summon card on the stack, or the object with
 * the ability), the ability key and the targets per target slot.
 */
export interface StackData {
  kind: 'summon' | 'action' | 'special' | 'auto';
  card: string;
  /** Ability index on the card; -1 for a summon's own effect (or a delayed ability). */
  abilityIndex: number;
  mode?: number;
  x?: number;
  /** Damage per target of a distributing summon (FFTCG 11.3.6), by option id `t<object>`. */
  distribution?: Record<string, number>;
  /** Object an auto ability refers to ("it"). */
  it?: ObjId;
  /** A delayed ability's own effects (FFTCG 11.8.17). */
  effects?: EffectT[];
}

export type FfStackItem = StackItem<StackData>;

/** The data of a delayed auto ability (FFTCG 11.8.17), kept by the kernel's delayed triggers. */
export interface DelayedData {
  card: string;
  targets: ObjId[][];
  effects: EffectT[];
}

/** The object ids chosen in each target slot of a stack item. */
export function targetIds(item: StackItem): ObjId[][] {
  return item.targets.map((slot) => slot.map((t) => t.obj as ObjId));
}

/** Target slots from object ids. */
export function asTargets(ids: readonly (readonly ObjId[])[]): Target[][] {
  return ids.map((slot) => slot.map((obj) => ({ obj })));
}

/** The ability key of a stack item or trigger: card id and ability index. */
export function abilityKey(card: string, abilityIndex: number): string {
  return `${card}#${abilityIndex}`;
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
  combat: Combat | null;
  /** Loss flags per player: 1 = could not draw (12.4.2), 2 = damage with an empty deck (12.4.3). */
  lose: number[];
  /** Scenarios: ask for priority even when passing is the only answer. */
  hold?: 1;
}

export const FIELD = ['p0:field', 'p1:field'] as const;
/**
 * A player's zone id (`p0:hand`). The ids are made once and reused: building the text at every call
 * (tens of times a decision) made a new string that the zone lookup then had to hash (issue 10).
 */
export function z(p: number, name: string): string {
  const ids = zoneIds[name] ?? newZoneIds(name);
  return ids[p] ?? (ids[p] = `p${p}:${name}`);
}
const zoneIds: Record<string, string[]> = Object.create(null);
function newZoneIds(name: string): string[] {
  const ids = [`p0:${name}`, `p1:${name}`];
  zoneIds[name] = ids;
  return ids;
}

export const KW = { brave: 1, haste: 2, firstStrike: 4, backAttack: 8 } as const;
export const TYPE_CODE = { forward: 0, backup: 1, monster: 2, summon: 3 } as const;

/** Computed characteristics of a character on the field (after FFTCG 11.12.4 layers). */
export interface Chars {
  typeCode: number;
  power: number;
  keywordBits: number;
  cost: number;
  elements: El[];
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

export type { EffectT, TargetSpecT };
