/**
 * What a game plugs into the kernel (principle 1: the kernel holds no game). The kernel drives
 * procedures, decisions, events, triggers, layers and state checks; the game supplies its turn
 * structure as procedures and its rules as the hooks below.
 */
import type { Ctx, ErrorMsgOr } from './ctx.ts';
import type { LayerSystem } from './layers.ts';
import type { Catalog, Lang, Msg, Text } from './messages.ts';
import type { PublicInfo } from './public.ts';
import type { Rng } from './rng.ts';
import type {
  Decision,
  Frame,
  GameObject,
  GameResult,
  ObjId,
  Option,
  PlayerId,
  QueuedTrigger,
  StackItem,
  State,
} from './types.ts';
import type { StateView } from './view.ts';

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
  /**
   * A step of a special cleanup (Riftbound 323): it runs only when the call names it
   * (`ctx.settle({extra: [id]})`), in its place in the list, and only in the first pass (323.2).
   */
  special?: boolean;
  /** What the check finds now (any plain data), or null if nothing applies. */
  find(state: State<G>): unknown | null;
  /** Apply it. May call procedures. */
  apply(ctx: Ctx<G>, found: any): void;
}

export interface StateCheckSystem<G = any> {
  /** 'simultaneous': everything found is applied together, then repeat (FFTCG 12.3);
   *  'ordered': apply the first check that finds something, then start over (Vividz 1001.2a);
   *  'sequential': every check in order, each looking at the state the previous ones left, then
   *  repeat the whole pass while any applied (Riftbound cleanup 321–322). */
  mode: 'simultaneous' | 'ordered' | 'sequential';
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

/**
 * What happens to triggered abilities in the settle loop (`k.settle`): state checks, then the
 * queued triggers in the order of the game's `TriggerPolicy`, repeated until nothing happens.
 */
export interface SettlePolicy<G = any> {
  /**
   * 'stack': each trigger, in order, is put on the stack by `proc` (FFTCG 11.8.7, RB 376.3);
   * 'resolve': each is resolved at once by `proc`, in order (VZ 202.2b with `one-at-a-time`
   * ordering, 三国杀 skills at a timing point); 'keep': triggers stay queued for the game's
   * response window to offer (卡灵时代 4.5, where triggers are chained in their priority class).
   */
  triggers: 'stack' | 'resolve' | 'keep';
  /** Procedure called with d = { trigger } for each trigger ('stack' and 'resolve'). */
  proc?: string;
  /**
   * Called at the start of every round, before triggers are looked at: queue the abilities that
   * trigger on a condition rather than an event (FFTCG 11.8.18, VZ 908.5a).
   */
  stateTriggers?(ctx: Ctx<G>): void;
}

/** What a caller asks of one settle (`ctx.settle(request)`). */
export interface SettleRequest {
  /** false: state checks only, triggers wait (FFTCG 15.2.3.3 first-strike window). Default true. */
  triggers?: boolean;
  /** Special-cleanup steps to run in the first pass (`StateCheck.special`, RB 323). */
  extra?: string[];
}

/** How a game's stack items resolve (`k.resolve-top`). */
export interface StackPolicy<G = any> {
  /** Procedure that resolves one item; d = { item } (already removed from the stack). */
  resolve: string;
  /** How an item is shown in views; default: every field. Return null to show only who controls it. */
  view?(state: State<G>, item: StackItem, viewer: PlayerId | null): unknown;
}

/**
 * The window's own data, kept in its frame (`k.window`). `data` is the game's, and is public: it is
 * shown in every player's view, so nothing hidden may be put there.
 */
export interface WindowState<D = any> {
  /** Name of the policy in `GameModule.windows`. */
  kind: string;
  data: D;
  /** Actor who starts the current round (e.g. the player who receives priority). */
  first: number;
  /** The current round: actor of each turn, and its stage (priority class) or 0. */
  actors: number[];
  stages: number[];
  /** Index of the turn being played in the round. */
  at: number;
  /** Stack height when the window opened (items below belong to an outer window). */
  base: number;
}

/**
 * A response window driven by the game's policy (`ctx.window(kind, data, first)`): FFTCG 11.1
 * priority, Riftbound focus and chains (RB 332–345), 卡灵时代's six priority classes (KALING 4.5),
 * 三国杀's responses in seat order and the 【无懈可击】 race, Vividz priority (VZ 201).
 *
 * A window is played in rounds. A round is a list of turns (actor + stage) from `round`. At each
 * turn the actor passes or acts; an action ends the round and `afterAction` says who starts the
 * next; if every turn of a round passes, `allPassed` says whether the top stack item resolves or
 * the window closes.
 *
 * Hidden information, by construction: every hook that decides WHO is asked (`round`, `player`,
 * `mayAct`, `forced`, `afterAction`, `allPassed`, `afterResolve`, `settle`, `judge`) receives
 * only `PublicInfo` and the window's public data (`judge` also the window's facts renamed into the
 * public projection's ids), never the state. A player who could answer with a
 * hidden card is therefore asked whether or not they hold one; only `options` and `act` see the
 * state. With `kernelChecks.windows` on, the kernel also verifies every skip it is told to make:
 * a skipped actor must have had no option.
 */
export interface WindowPolicy<G = any, D = any> {
  /** Decision kind of the question ('priority', 'chain', 'wuxie' ...). */
  kind: string;
  /** A different kind for some stages (e.g. 'chain-forced' for forced classes). */
  stageKind?(stage: number): string;
  /** Rule that gives the right to act (for the question). */
  rule: string;
  /** The question shown to the actor. */
  prompt(pub: PublicInfo<G>, w: WindowState<D>, actor: number, stage: number): Decision['prompt'];
  /** 'turns' (default): one turn at a time; 'race': every turn of the round asked at once, the
   * first answer that is not a pass wins (【无懈可击】). */
  mode?: 'turns' | 'race';
  /**
   * How the pass option (id `PASS`) is shown: the game's own words for it (default `k.pass`;
   * 三国杀 says 不响应 "No response") and whether it comes after the actions (default: first).
   */
  pass?: { label?: Msg; last?: boolean };
  /**
   * Fill the round: push each turn's actor (and stage) in order. Default: every player once,
   * starting with `w.first` (FFTCG 11.1.6, RB 335: passing goes to the next in turn order).
   */
  round?(pub: PublicInfo<G>, w: WindowState<D>, actors: number[], stages: number[]): void;
  /** Who decides for an actor (三国杀战棋: a seat for each of its roles). Default: the actor. */
  player?(pub: PublicInfo<G>, w: WindowState<D>, actor: number): PlayerId;
  /**
   * Whether the actor could act at all, from public information only (an empty hand, a window in
   * which nothing may be played). Default: true. When false the turn passes without a question.
   */
  mayAct?(pub: PublicInfo<G>, w: WindowState<D>, actor: number, stage: number): boolean;
  /** Stages whose effects are forced (卡灵 4.5-2 A): activated without asking; a question only if
   * there are several to choose from, and no pass. */
  forced?(pub: PublicInfo<G>, w: WindowState<D>, stage: number): boolean;
  /** The actor's legal actions besides passing. May read the whole state (it is their own menu). */
  options(ctx: Ctx<G>, w: WindowState<D>, actor: number, stage: number): Option[];
  /** Perform the chosen action, usually by calling a procedure; what it returns goes to `afterAction`. */
  act(ctx: Ctx<G>, w: WindowState<D>, actor: number, option: Option, stage: number): void;
  /**
   * After an action: the actor who starts the next round (default: the one who acted, FFTCG
   * 11.3.8), 'retry' to ask the same turn again without settling (a declaration was rolled back,
   * FFTCG 14.4), or 'close'. `result` is what the action's procedure returned (public: the action
   * happened in front of everyone).
   */
  afterAction?(
    pub: PublicInfo<G>,
    w: WindowState<D>,
    actor: number,
    result: unknown,
  ): number | 'retry' | 'close';
  /** Every turn of a round passed. Default: 'resolve' while the window has stack items, else 'close'. */
  allPassed?(pub: PublicInfo<G>, w: WindowState<D>): 'resolve' | 'close';
  /**
   * After the top item resolved: the actor who starts the next round, 'resolve' to resolve the
   * next item at once (KALING 4.4-3: a chain resolves to the end), or 'close'. Default: the
   * controller of the new top item, or `w.first` when the window's items are gone.
   */
  afterResolve?(pub: PublicInfo<G>, w: WindowState<D>): number | 'resolve' | 'close';
  /** Settle before each round (FFTCG 11.1.3, VZ 201.2), or null for none. Default: none. */
  settle?(pub: PublicInfo<G>, w: WindowState<D>): SettleRequest | null;
  /** Bookkeeping before each round's first question (e.g. dropping last known information). */
  beforeRound?(ctx: Ctx<G>, w: WindowState<D>): void;
  /**
   * The private facts the window answers (卡灵: its timing points), in the state's own ids. They
   * are never given to a policy hook as they are: the kernel passes them to `judge` only through
   * `GameModule.projectFact`, renamed into the ids of `PublicInfo.project()`.
   */
  facts?(ctx: Ctx<G>, w: WindowState<D>): readonly unknown[];
  /**
   * Before each round (after `beforeRound`): compute the window's public data — what `mayAct`
   * reads — from public information only. By construction: the hook receives the public view of
   * the state (`pub`, whose `project()` is the state as a spectator knows it), the window's data
   * (shown in every view) and the window's facts as a spectator knows them, and nothing else; the
   * same public inputs give the same judgement whatever the hidden cards are.
   */
  judge?(pub: PublicInfo<G>, w: WindowState<D>, facts: readonly unknown[]): void;
}

/** What happens to objects linked to one that moves (`ctx.link`). */
export interface LinkPolicy<G = any> {
  /**
   * Where a linked object goes when the object it is linked to moves from `from` to `to`: a zone to
   * move it to (null: it stays where it is), and whether it stays linked (to the moved object).
   * Riftbound 719.3a / 719.5: gear moves along on the board, and detaches in place when the unit
   * leaves it; Vividz 512.3b: EXP cards move to the same zone and are no longer linked unless the
   * character stays on the field. `position` places it in the new zone (default: on top; VZ
   * 512.3b: EXP that follow a character to the bottom of a deck go to the bottom too).
   */
  follow(
    state: State<G>,
    child: GameObject,
    parent: GameObject,
    from: string,
    to: string,
  ): { zone: string | null; keep: boolean; position?: 'top' | 'bottom' };
}

/** Every number of seats the game can be played with. */
export function seatCounts(module: Pick<GameModule, 'players'>): number[] {
  const { min, max, counts } = module.players;
  return counts ? [...counts] : Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/** How a game's rule list is described for `arbiter rules`. */
export interface RuleEntry {
  /** The rule's own number (or a stable id given to an unnumbered statement), without prefix. */
  id: string;
  /** Short title; zh from the seed, en optional. */
  title: { zh: string; en?: string };
  /**
   * `unused`: not applicable because no card of the game's implemented pool uses the rule (the
   * note says which mechanic); it turns `missing` as soon as a card that uses it is added.
   */
  status: 'implemented' | 'stand-in' | 'not-applicable' | 'unused' | 'missing';
  /** For not-applicable / unused / stand-in / missing: why. */
  note?: string;
}

/**
 * What a game tells AI search (`observe`/`determinize` in the kernel, the agents of packages/ai).
 * Everything is optional: the kernel's defaults fit a game whose hidden objects carry no public
 * data and whose game data names no hidden card.
 */
export interface AiHooks<G = any> {
  /** Heuristic value of a position for every seat, each in [0, 1] (1: sure to win), from a view. */
  evaluate?(view: StateView): number[];
  /** Seats that win or lose together (三国杀战棋's camps); default: every seat alone. */
  teams?(players: number): number[][];
  /** Every player knows every deck list (三国杀战棋: one shared deck). Default: only one's own. */
  publicDecks?: boolean;
  /** The public part of the data of an object the viewer cannot see (default: none of it). */
  hiddenData?(state: State<G>, obj: GameObject, viewer: PlayerId): Record<string, any>;
  /**
   * Take out of an observation's game data (`g`, frame data) what the viewer may not know beyond
   * what the kernel already removed (cards named in game data). `isBlank` says which ids are blanks.
   */
  redactObservation?(obs: State<G>, viewer: PlayerId, isBlank: (id: ObjId) => boolean): void;
  /** Whether a sample may deal `card` into the blank `obj` (e.g. only some cards can be set face down). */
  canDeal?(state: State<G>, obj: GameObject, card: string): boolean;
  /**
   * The cards a deck list brings into the game, when its parts overlap (Riftbound's chosen
   * champion is named in its own part and counted in the Main Deck). Default: every part added up.
   */
  deckCards?(deck: DeckList): Record<string, number>;
  /** After the blanks of a sample were dealt, make game data agree with the cards dealt. */
  completeSample?(sample: State<G>, rng: Rng): void;
}

/** A card's texts in one language, for front ends (`arbiter cards`, `look` in `arbiter play`). */
export interface CardText {
  id: string;
  name: string;
  /** Type and the facts printed beside it: "Forward · Fire · cost 3 · 7000 power", "Lv2 Kaling · 3/1/3". */
  kind: string;
  /** The rules text in full. */
  text: string;
  /** The rules text in a few words, for boards and lists. */
  short: string;
}

/**
 * How a game's cards and board read to a person, in either language. Every function reads a view
 * (never the state), so what it shows has already passed the redaction path (principle 5).
 */
export interface Presentation {
  /** Every card id of the game, in the order `arbiter cards` lists them. */
  cardIds(): readonly string[];
  card(cardId: string, lang: Lang): CardText | undefined;
  /** Lines about a visible object beyond its printed card: controller, status, counters, damage,
   * values after continuous effects. */
  describe?(view: StateView, obj: ObjId, lang: Lang): string[];
  /** Lines about a place the game names ("C2" a cell, "W1" a role), or null if the word names none. */
  place?(view: StateView, name: string, lang: Lang): string[] | null;
  /** A zone's name as the viewer reads it ("your Break Zone"). */
  zoneName?(zoneId: string, viewer: PlayerId | null, lang: Lang): string;
  /** Why the viewer's decision has a single legal answer, in words ("nothing you can pay for"),
   * for a client that answers it for the player; null to say only that it is the only choice. */
  onlyChoice?(view: StateView, decision: Decision, lang: Lang): string | null;
}

/** One name of a game's whole published card pool, for `arbiter cards`. */
export interface PoolCard {
  name: string;
  /** Published ids carrying this name (reprints, variants). */
  ids: string[];
  type: string;
  /** implemented: plays by the rules; encoded: its data and behaviour are written but the engine
   * cannot play it yet; missing: not written. */
  status: 'implemented' | 'encoded' | 'missing';
  note?: string;
}

export interface CardPoolReport {
  total: number;
  implemented: number;
  encoded: number;
  cards: PoolCard[];
}

export interface GameModule<G = any> {
  id: string;
  names: Text;
  /** 'playable': full game; 'partial': plays but rules missing; 'planned': not yet built. */
  status: 'playable' | 'partial' | 'planned';
  version: string;
  /** Prefix used when citing this game's rules, e.g. 'FFTCG' ('FFTCG 12.4.5'). */
  rulePrefix: string;
  /** Seats: from `min` to `max`, or only those in `counts` when not every number between is played. */
  players: { min: number; max: number; default: number; counts?: number[] };
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
  /** The settle loop's handling of triggers (`k.settle`). */
  settle?: SettlePolicy<G>;
  /** How stack items resolve (`k.resolve-top`, and the default of windows when all pass). */
  stack?: StackPolicy<G>;
  /** Response windows by name (`ctx.window(name, ...)`). */
  windows?: Record<string, WindowPolicy<G>>;
  /** Link kinds (`ctx.link(child, parent, kind)`) and what happens to linked objects on moves. */
  links?: Record<string, LinkPolicy<G>>;
  /** Keys of `g` every player knows; window hooks may read them through `PublicInfo.game`. */
  publicGame?: readonly (keyof G & string)[];
  /**
   * 'tracked': every change to objects, zones and effects goes through kernel methods (move,
   * setData, addEffect ...; `ctx.touch()` after changing game data that characteristics read), so
   * the run loop no longer bumps `state.version` at every step and derived caches live until a
   * real change. Default 'untracked' (the version is bumped at every step).
   */
  mutations?: 'tracked' | 'untracked';
  /** Loops no player can stop (e.g. FFTCG 13.1); without it such a loop is a `runaway` error. */
  loops?: LoopPolicy<G>;
  /** Extra answer validators named by `Decision.check`. Return an error message or null. */
  validators?: Record<string, (state: State<G>, d: Decision, answer: any) => ErrorMsgOr>;
  /** Hide game-specific data a player may not see (the rest of the view is redacted by the kernel). */
  redactGame?(g: G, viewer: PlayerId | null, state: State<G>): unknown;
  /**
   * The game data as a spectator knows it, in the shape rules code reads, for the public projection
   * (`PublicInfo.project()`): object ids renamed with `ref` (a hidden object gets its anonymous id
   * in the projection), hidden facts left out. When present it is used there instead of
   * `redactGame` (whose result is shaped for views, not for rules code).
   */
  projectGame?(g: G, ref: (id: ObjId) => ObjId, state: State<G>): G;
  /**
   * What everyone knows of a hidden object's data (卡灵: the cell a set card stands on); the
   * anonymous object of the projection carries it. Default: nothing.
   */
  publicObjectData?(obj: Readonly<GameObject>): Record<string, unknown> | undefined;
  /**
   * A window's private fact (`WindowPolicy.facts`) as a spectator knows it: object ids renamed with
   * `ref`, what names or describes a hidden object left out. What `WindowPolicy.judge` receives.
   * `projection` is the projection the new ids belong to (`isAnonymousId`). Default: the fact is
   * not given (judge receives an empty list).
   */
  projectFact?(fact: unknown, ref: (id: ObjId) => ObjId, projection: State<G>): unknown;
  /** Whether a face-down object may be seen by this player (default: its controller). */
  canSeeFaceDown?(state: State<G>, obj: GameObject, viewer: PlayerId): boolean;
  /** Safety cap: a game passing this many decisions is stopped and counted as capped. */
  maxDecisions: number;
  decks: {
    ready: DeckList[];
    validate(deck: DeckList): DeckViolation[];
    /** The table plays from one deck: the first seat's (三国杀战棋); the other seats' are unused. */
    shared?: boolean;
    /**
     * With no decks given, `simulate` plays every ordered pairing of the ready decks in turn (game i
     * takes pairing i mod n^seats) instead of the first ready decks at every game.
     */
    pairings?: boolean;
  };
  /**
   * A player concedes, if the game's rules allow it (e.g. FFTCG 2.1): sets `state.result`. Called
   * by the kernel when `submit` receives the answer `CONCEDE`; front ends concede that way (so the
   * concession is recorded and replayed), never by calling this.
   */
  concede?(state: State<G>, player: PlayerId): void;
  /** How many turns (or rounds) have been played, for `simulate` statistics. */
  turnCount?(state: State<G>): number;
  /** AI support: evaluation and determinization hooks (packages/ai, kernel observe.ts). */
  ai?: AiHooks<G>;
  /** The seat that took the first turn, for `simulate` statistics by turn order. */
  firstPlayer?(state: State<G>): PlayerId | null;
  /** Terminal rendering of a view for `arbiter play`. */
  renderText?(view: any, lang: Lang): string;
  /** Card texts and board descriptions for front ends (optional). */
  present?: Presentation;
  rules?: () => RuleEntry[];
  /** The game's whole card pool and how much of it is implemented (`arbiter cards`). */
  cardPool?: () => CardPoolReport;
  /**
   * Add card definitions from a card file of one's own (the schema of the game's own card file),
   * for the rest of the process: `arbiter simulate GAME --cards FILE`. A bad card is an InputError of
   * one line, and then none is added.
   */
  addCards?(raws: readonly unknown[]): void;
  /** Scenario support: apply a scenario's setup to a fresh state. */
  scenario?: {
    applySetup(ctx: Ctx<G>, setup: any, inlineCards: readonly any[]): void;
    /** A computed value for expectations ("power of object X"). */
    characteristic?(state: State<G>, obj: ObjId, name: string): unknown;
    /** The names `characteristic` knows; an expectation naming another is a malformed scenario. */
    characteristics?: readonly string[];
  };
}
