/**
 * What a game plugs into the kernel (principle 1: the kernel holds no game). The kernel drives
 * procedures, decisions, events, triggers, layers and state checks; the game supplies its turn
 * structure as procedures and its rules as the hooks below.
 */
import type { Ctx, ErrorMsgOr } from './ctx.ts';
import type { LayerSystem } from './layers.ts';
import type { Catalog, Lang, Msg, Text } from './messages.ts';
import type {
  Decision,
  Frame,
  GameObject,
  GameResult,
  ObjId,
  PlayerId,
  QueuedTrigger,
  State,
} from './types.ts';

/** A resumable step of a procedure. `input` is the answer to its last question or the return
 * value of the procedure it last called (undefined otherwise). */
export type Procedure<G = any> = (ctx: Ctx<G>, f: Frame, input: any) => void;

export interface DeckList {
  name: string;
  /** Main deck, card id → copies (order irrelevant). */
  cards: Record<string, number>;
  /** Other parts of a deck some games use (e.g. Vividz missions, Riftbound legend). */
  extra?: Record<string, Record<string, number>>;
}

export interface DeckViolation {
  rule: string;
  message: Text;
}

export interface SetupOptions {
  seed: string;
  players: number;
  decks: DeckList[];
  /** Game-specific options (e.g. seats per camp). */
  options?: Record<string, unknown>;
}

/** A pluggable replacement-effect candidate found for an event. */
export interface ReplacementCandidate {
  id: string;
  /** Applies before any other without a choice (FFTCG 11.12.5 self-replacement). */
  first?: boolean;
  label: Msg;
}

export interface EventHooks<G = any> {
  /** Replacement effects that could apply to this event now, excluding those already applied. */
  replacements?(state: State<G>, event: any, applied: readonly string[]): ReplacementCandidate[];
  /** Who chooses the order when several replacements apply, and the rule that says so. */
  replacementChooser?(state: State<G>, event: any): { player: PlayerId; rule: string };
  /** Returns the replaced event, or null if the event no longer happens. */
  replace?(ctx: Ctx<G>, event: any, replacementId: string): any | null;
  /** Make the event happen. May call procedures (they run before triggers are collected). */
  perform(ctx: Ctx<G>, event: any): void;
  /** Queue the triggered abilities that react to the event (via ctx.queueTrigger). */
  triggers?(ctx: Ctx<G>, event: any): void;
}

export interface TriggerPolicy<G = any> {
  /** Rule that orders simultaneous triggers (e.g. 'FFTCG 11.8.7'). */
  rule: string;
  /** Lower groups come first (e.g. turn player's before the other's, or priority classes). */
  group(state: State<G>, t: QueuedTrigger): number;
  /** Who orders the triggers within one group. */
  chooser(state: State<G>, group: number, items: readonly QueuedTrigger[]): PlayerId;
  /** 'order': the chooser orders a whole group; 'one-at-a-time': the chooser picks just the next one. */
  mode: 'order' | 'one-at-a-time';
  label?(state: State<G>, t: QueuedTrigger): Msg;
  /**
   * Optional, 'one-at-a-time' mode only: triggers with the same key are instances of one ability
   * that triggered several times (Vividz 908.1b: one "triggered state" layer per occurrence). The
   * chooser then picks among abilities, not instances: one option per key (its earliest instance);
   * a group holding instances of a single ability needs no choice.
   */
  instanceKey?(state: State<G>, t: QueuedTrigger): string;
}

/** A state check (rule process / cleanup / priority preprocessing). */
export interface StateCheck<G = any> {
  id: string;
  rule: string;
  /** What the check finds now (any plain data), or null if nothing applies. */
  find(state: State<G>): unknown | null;
  /** Apply it. May call procedures. */
  apply(ctx: Ctx<G>, found: any): void;
}

export interface StateCheckSystem<G = any> {
  /** 'simultaneous': everything found is applied together, then repeat (FFTCG 12.3);
   *  'ordered': apply the first check that finds something, then start over (Vividz 1001.2a). */
  mode: 'simultaneous' | 'ordered';
  checks: StateCheck<G>[];
  /** Rounds before the kernel declares an endless loop. */
  maxRounds?: number;
}

/**
 * What the game's rules say about a loop that would repeat forever without any player deciding
 * anything (FFTCG 13.1: the game is a draw). See `loops.ts`.
 */
export interface LoopPolicy<G = any> {
  /**
   * The position as the rules compare it (FFTCG 13.3: the cards in every zone): equal strings are
   * the same position. Leave out object ids and counters that only grow.
   */
  signature(state: State<G>): string;
  /** How the game ends when such a loop is found. */
  result(state: State<G>): GameResult;
  /** Steps without a decision before positions are watched (default `LOOP_WATCH_AFTER`). */
  watchAfter?: number;
  /** How often one position must come back (default `LOOP_REPEATS`). */
  repeats?: number;
}

/** How a game's rule list is described for `arbiter rules`. */
export interface RuleEntry {
  /** The rule's own number (or a stable id given to an unnumbered statement), without prefix. */
  id: string;
  /** Short title; zh from the seed, en optional. */
  title: { zh: string; en?: string };
  status: 'implemented' | 'stand-in' | 'not-applicable' | 'missing';
  /** For not-applicable / stand-in / missing: why. */
  note?: string;
}

export interface GameModule<G = any> {
  id: string;
  names: Text;
  /** 'playable': full game; 'partial': plays but rules missing; 'planned': not yet built. */
  status: 'playable' | 'partial' | 'planned';
  version: string;
  /** Prefix used when citing this game's rules, e.g. 'FFTCG' ('FFTCG 12.4.5'). */
  rulePrefix: string;
  players: { min: number; max: number; default: number };
  catalog: Catalog;
  procedures: Record<string, Procedure<G>>;
  /** Build the initial state's zones, objects and `g`, and push the root procedure. */
  setup(ctx: Ctx<G>, options: SetupOptions): void;
  /** Name of a card for messages. */
  cardName(cardId: string, lang: Lang): string | undefined;
  events?: EventHooks<G>;
  triggers?: TriggerPolicy<G>;
  layers?: LayerSystem<G, any>;
  checks?: StateCheckSystem<G>;
  /** Loops no player can stop (e.g. FFTCG 13.1); without it such a loop is a `runaway` error. */
  loops?: LoopPolicy<G>;
  /** Extra answer validators named by `Decision.check`. Return an error message or null. */
  validators?: Record<string, (state: State<G>, d: Decision, answer: any) => ErrorMsgOr>;
  /** Hide game-specific data a player may not see (the rest of the view is redacted by the kernel). */
  redactGame?(g: G, viewer: PlayerId | null, state: State<G>): unknown;
  /** Whether a face-down object may be seen by this player (default: its controller). */
  canSeeFaceDown?(state: State<G>, obj: GameObject, viewer: PlayerId): boolean;
  /** Safety cap: a game passing this many decisions is stopped and counted as capped. */
  maxDecisions: number;
  decks: {
    ready: DeckList[];
    validate(deck: DeckList): DeckViolation[];
  };
  /** A player concedes, if the game's rules allow it (e.g. FFTCG 2.1): sets the result. */
  concede?(state: State<G>, player: PlayerId): void;
  /** How many turns (or rounds) have been played, for `simulate` statistics. */
  turnCount?(state: State<G>): number;
  /** Terminal rendering of a view for `arbiter play`. */
  renderText?(view: any, lang: Lang): string;
  rules?: () => RuleEntry[];
  /** Scenario support: apply a scenario's setup to a fresh state. */
  scenario?: {
    applySetup(ctx: Ctx<G>, setup: any, inlineCards: readonly any[]): void;
    /** A computed value for expectations ("power of object X"). */
    characteristic?(state: State<G>, obj: ObjId, name: string): unknown;
  };
}
