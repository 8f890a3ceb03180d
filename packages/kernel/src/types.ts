/**
 * The kernel's data model. Everything reachable from `State` is plain JSON (no classes, Maps,
 * functions or Dates), so a state can be cloned, serialized, restored and hashed at any decision
 * point, including in the middle of a resolution (principle 2).
 */
import type { Msg } from './messages.ts';
import type { RngState } from './rng.ts';

export type PlayerId = number;
export type ObjId = number;

/** Who may see the contents of a zone. Face-down objects and `seenBy` refine this per object. */
export type ZoneVisibility = 'public' | 'owner' | 'hidden';

export interface Zone {
  id: string;
  owner: PlayerId | null;
  visibility: ZoneVisibility;
  /** Object ids; index 0 is the bottom / first, the last is the top. */
  objects: ObjId[];
}

/** A game object: a card (or token) in one zone. Moving zones makes a new object (new id). */
export interface GameObject<D = Record<string, any>> {
  id: ObjId;
  /** Card definition id in the game's card registry. */
  card: string;
  owner: PlayerId;
  controller: PlayerId;
  zone: string;
  /** Timestamp of entering this zone (FFTCG 11.12.4.10, Riftbound 457.1). */
  ts: number;
  faceDown?: boolean;
  /** Players who may see this object although its zone or facing would hide it. */
  seenBy?: PlayerId[];
  /** The id this object had before its last zone change, for "last known information". */
  prev?: ObjId;
  /**
   * Linked objects (Riftbound 716–719 attachments, Vividz 512.3 EXP under a character): the object
   * this one is linked to, and the kind of link (its `LinkPolicy` says what happens on moves).
   */
  linkedTo?: ObjId;
  linkKind?: string;
  /** Objects linked to this one, in the order they were linked. */
  linked?: ObjId[];
  /**
   * Timestamps that rules set apart from the object's own `ts` (Riftbound 457.2: rules text that
   * becomes active again gets a new one; Vividz 911.3a: a static ability keeps the time its card
   * entered the field area). Read with `timestampOf(obj, key)`.
   */
  stamps?: Record<string, number>;
  /** Game-specific mutable status (damage, dull, counters, position, ...). */
  data: D;
}

/**
 * A frame of pending work: one step of a resumable procedure. `proc` names a procedure
 * registered by the game (or the kernel, prefix `k.`), `step` says where to resume, `d` holds the
 * procedure's own data, `answer` is filled when a decision it asked for is answered, and `ret`
 * when a procedure it called returns.
 */
export interface Frame {
  proc: string;
  step: number;
  d: any;
  answer?: any;
  ret?: any;
}

// ---------------------------------------------------------------------------------------------
// Decisions

export interface Option {
  /**
   * Stable id used to answer; unique within the decision. An opaque token: it must not contain the
   * id of an object the deciding player cannot see.
   */
  id: string;
  label: Msg;
  /** Explanation shown beside the option (why it is legal, what it will do). */
  hint?: Msg;
  /** Object this option is about, if any (for views and front ends). */
  obj?: ObjId;
  /** Board cell this option is about, if any. */
  cell?: number;
  /**
   * What the option stands for, for the procedure that asked (plain JSON: an action, a value, a
   * hidden card ...). Delivered with the chosen option by `ctx.choose`; never shown in views.
   */
  value?: unknown;
}

export type Domain =
  /** Choose between `min` and `max` distinct options. Answer: string[] (or one string if max = 1). */
  | { type: 'pick'; options: Option[]; min: number; max: number }
  /** Put all items in an order, first = first. Answer: string[] (a permutation of item ids). */
  | { type: 'order'; items: Option[] }
  /** An integer in [min, max]. Answer: number. */
  | { type: 'number'; min: number; max: number }
  /** Split `total` among items, each getting in [min, max]. Answer: Record<itemId, number>. */
  | { type: 'distribute'; items: Option[]; total: number; min: number; max?: number; step?: number };

export interface Decision {
  player: PlayerId;
  /** What kind of decision this is, e.g. 'priority', 'target', 'pay', 'order-triggers'. */
  kind: string;
  prompt: Msg;
  /** Rule that makes this decision necessary. */
  rule?: string;
  domain: Domain;
  /**
   * Name of a game validator for constraints the domain cannot express (checked after the domain).
   * Games should prefer domains whose every answer is legal.
   */
  check?: string;
  /** For race groups: the option id that means "I do not respond". */
  passId?: string;
}

/**
 * The open request(s). `one`: a single player decides. `all`: several players decide at once and
 * the frame receives every answer (Record player → answer). `race`: several players may respond;
 * the first answer that is not a pass wins and the others are withdrawn (FreeKill-style request,
 * e.g. anyone may respond with 【无懈可击】).
 */
export interface Pending {
  /** Serial number of this request (increases through the game). */
  id: number;
  /** Index in `State.flow` of the frame that receives the answer. */
  frame: number;
  mode: 'one' | 'all' | 'race';
  asks: Decision[];
  answers: Record<number, unknown>;
  /**
   * Set by `ctx.choose`: the frame receives the chosen Option objects (pick and order domains),
   * not their ids; see `TypedAnswer`.
   */
  typed?: true;
}

/**
 * What a frame receives for a decision asked with `ctx.choose`: the chosen options (pick: in the
 * order given; order: in the chosen order), the number, or each item with its amount (distribute).
 */
export type TypedAnswer = Option[] | number | { option: Option; amount: number }[];

// ---------------------------------------------------------------------------------------------
// Effects and triggers

/** A continuous effect created by a resolution (static abilities are gathered from cards). */
export interface CreatedEffect {
  id: string;
  ts: number;
  source: ObjId | null;
  controller: PlayerId;
  layer: string;
  /** Game-defined operation name and parameters. */
  op: string;
  params: any;
  /** Objects locked in when the effect began (FFTCG 11.12.4.2), or null to use `params`. */
  targets?: ObjId[] | null;
  /** When the effect ends; the game interprets it (e.g. 'turn', 'combat', 'permanent'). */
  until: string;
}

/** What a stack item or an effect chose: an object, a board cell, a player, or another stack item. */
export interface Target {
  obj?: ObjId;
  cell?: number;
  player?: PlayerId;
  /** A stack item (by its id), e.g. "counter a spell". */
  item?: number;
}

/**
 * An item of pending work that resolves last in, first out: an FF-TCG summon or ability on the
 * stack (FFTCG 7.12), a 卡灵时代 chain link (KALING 4.4), a Riftbound chain item (RB 326–336).
 */
export interface StackItem<D = any> {
  /** Unique within the game (a clock tick). */
  id: number;
  controller: PlayerId;
  /** The card on the stack, or the object whose ability this is (null for rule-made items). */
  source: ObjId | null;
  /** Game-defined ability key (card id + ability index, a rule trigger name ...). */
  ability: string;
  /** Chosen targets per target slot, in the ability's order. */
  targets: Target[][];
  /** Riftbound 328: 'pending' until its choices and costs are complete, then 'final'. */
  status: 'pending' | 'final';
  /** The game's own data about the item (mode, X, distribution ...). Shown in views unless the
   * game's `stack.view` hides it. */
  data: D;
}

/** A triggered ability waiting to be put on the stack/chain (or to resolve, in games with none). */
export interface QueuedTrigger {
  id: number;
  source: ObjId | null;
  controller: PlayerId;
  /** Game-defined ability key (card id + ability index, or a rule trigger name). */
  ability: string;
  /** The event that triggered it (snapshot: plain data). */
  event: any;
  /** Order of triggering (used as a tiebreak). */
  seq: number;
  /** Game-defined class used for ordering (e.g. 卡灵时代's six priority classes). */
  cls?: number;
  optional?: boolean;
  data?: any;
}

/**
 * A delayed triggered ability (FFTCG 11.8.17): created by a resolution, it waits for a later event
 * of type `on` whose fields equal `match`, then queues as a trigger. `once` ones are used up by
 * triggering (11.8.17.2); `until` names a moment at which the game expires it.
 */
export interface DelayedTrigger {
  id: number;
  controller: PlayerId;
  source: ObjId | null;
  ability: string;
  on: string;
  match?: Record<string, string | number | boolean | null>;
  once: boolean;
  until?: string;
  data?: any;
}

export interface LogEntry {
  seq: number;
  /** Rule cited for this step, e.g. 'FFTCG 12.4.5'. */
  rule?: string;
  msg: Msg;
  /** If set, only these players see `msg`; others see `alt` (or nothing). */
  to?: PlayerId[];
  alt?: Msg;
  /** Set on the entry that says a declaration was rolled back (FFTCG 14): front ends may leave
   * out an abandoned declaration, from its first entry to this one. */
  rollback?: true;
}

export interface GameResult {
  /** Winning players (empty on a draw). */
  winners: PlayerId[];
  draw: boolean;
  /** Rule that ended the game, e.g. 'FFTCG 3.1.1'. */
  rule: string;
  reason: Msg;
}

// ---------------------------------------------------------------------------------------------
// The state

export interface State<G = any> {
  /** Schema version of this state shape. */
  schema: 1;
  game: string;
  seed: string;
  rng: RngState;
  players: number;
  /**
   * Counts changes to the state; keys derived caches (computed characteristics). Kernel mutators
   * (move, create, setData, effects ...) bump it. For games that do not declare
   * `mutations: 'tracked'` the run loop also bumps it at every procedure step.
   */
  version: number;
  nextId: number;
  clock: number;
  zones: Record<string, Zone>;
  objects: Record<number, GameObject>;
  /** Last known information of objects that left their zone (FFTCG 11.11.7, Vividz 913). */
  lki: Record<number, GameObject>;
  flow: Frame[];
  pending: Pending | null;
  /**
   * Items waiting to resolve, last one on top (see `StackItem`). Always present in states the
   * kernel makes; optional only so states built by hand before it existed still load.
   */
  stack?: StackItem[];
  /**
   * Serial of the last stack item (absent until one is pushed). Stack item ids come from it, not
   * from the clock: the clock also moves for hidden things (a trigger of a card in hand), and the ids
   * are shown to everyone.
   */
  stackSeq?: number;
  effects: CreatedEffect[];
  triggers: QueuedTrigger[];
  /** Delayed triggered abilities waiting for their event (absent until a game creates one). */
  delayed?: DelayedTrigger[];
  decisionCount: number;
  result: GameResult | null;
  /**
   * Serialized copy of the state taken when a declaration began, so a declaration that cannot be
   * completed can be undone (FFTCG 14, Vividz 904.2f). Absent outside declarations.
   */
  checkpoint?: string;
  /** Game-specific data. */
  g: G;
}
