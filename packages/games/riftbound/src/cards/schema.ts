/**
 * The card vocabulary: what a Riftbound card is, as validated data (RB 124–138), and the effect
 * vocabulary its abilities are written in (RB 357–394). A card file is plain data checked by
 * `CardSchema`; where the vocabulary ends a card names a piece of code (`{ do: 'code' }`,
 * `{ code: ... }`) that lives in the same file.
 *
 * Reading guide (the words of the rules, mapped to fields):
 * - RB 130 cost → `cost.energy` (RB 130.2, RB 130.2.a: a number) and `cost.power` (RB 130.3,
 *   RB 130.3.a, RB 130.3.b: Power symbols, maybe none);
 * - RB 131, RB 131.1 name → `name.en` as published, the full "Short Name, Subtitle" (RB 131.4);
 *   `name.zh` is the same card's name in Chinese (RB 131.3), ours unless the seed names the card;
 * - RB 132 category → `type` and `supertype` (RB 132.7, RB 132.7.a champion, RB 132.7.b signature,
 *   RB 132.7.c token); RB 132.8, RB 132.8.a tags → `tags`, with no rules meaning of their own
 *   (RB 142.1.a) but readable by effects (RB 142.1.b); RB 133, RB 133.1 domain → `domains`;
 * - RB 134, RB 134.1 rules text → `abilities` (and `text`, our own wording): RB 134.2,
 *   RB 134.2.a, RB 134.2.a.1, RB 134.2.a.2 abilities of any card; RB 134.2.b, RB 134.2.b.1,
 *   RB 134.2.b.2 instructions → `steps`, executed on resolution; RB 134.2.c, RB 134.2.c.1,
 *   RB 134.2.c.2 keywords → `keywords`; RB 134.3 rules text may be empty (no abilities);
 * - RB 134.2.e, RB 134.2.e.1 symbols: RB 134.2.e.2 [E] → `exhaust: true`; RB 134.2.e.4 a domain's
 *   Power → that domain; RB 134.2.e.5 [A] → `any`; RB 134.2.e.6, RB 134.2.e.6.a [C] → `own`;
 * - RB 135, RB 135.1, RB 135.2 effect text → `effectText` (abilities that join the unit an
 *   Equipment is attached to); RB 135.2.a it may be empty;
 * - RB 136, RB 136.1 Might Bonus → `mightBonus` (RB 136.2: +0 is allowed); RB 142.2 Might → `might`.
 */
import * as z from 'zod';

// RB 133.2: the six domains — RB 133.2.a Fury, RB 133.2.b Calm, RB 133.2.c Mind, RB 133.2.d Body,
// RB 133.2.e Chaos, RB 133.2.f Order.
export const DOMAINS = ['fury', 'calm', 'mind', 'body', 'chaos', 'order'] as const;
export const Domain = z.enum(DOMAINS);
export type Domain = z.infer<typeof Domain>;

/**
 * One Power symbol of a cost (RB 130.3): a domain; `any` is the rainbow symbol [A]
 * (RB 134.2.e.5); `own` is [C], a Power of the card's own domain (RB 134.2.e.6).
 */
export const PowerSymbol = z.enum([...DOMAINS, 'any', 'own']);
export type PowerSymbol = z.infer<typeof PowerSymbol>;

// RB 132.4.a, RB 132.4.a.1, RB 132.4.a.2: units and gear are permanents; RB 132.4.b, RB 132.4.b.1,
// RB 150: spell is a card type; RB 157: rune is a card type; RB 140.2, RB 146.2: so are unit and gear.
export const CARD_TYPES = ['unit', 'spell', 'gear', 'rune', 'legend', 'battlefield'] as const;
export const CardType = z.enum(CARD_TYPES);
export type CardType = z.infer<typeof CardType>;

// RB 132.7: supertypes.
export const Supertype = z.enum(['champion', 'signature', 'token', 'basic']);
export type Supertype = z.infer<typeof Supertype>;

/**
 * RB 730: the keyword glossary. Valued keywords (Assault, Shield, Deflect) carry a number
 * (RB 733.1.b.3, RB 740.1.b.3, RB 735.1.b.3: omitted means 1); the others are flags.
 * Deathknell, Equip and Repeat have parts (an effect, a cost) and are written as abilities or as
 * `repeat`; Legion is a condition (`{ legion: true }`). They are still listed here so effects can
 * ask whether a card has them (RB 734.3, RB 744.5, RB 746.4, RB 738.3).
 */
// RB 727, RB 727.1, RB 728: a keyword is shorthand for an ability; a card has any number of them.
export const KEYWORDS = [
  'accelerate',
  'action',
  'assault',
  'deathknell',
  'deflect',
  'ganking',
  'hidden',
  'legion',
  'reaction',
  'shield',
  'tank',
  'temporary',
  'vision',
  'equip',
  // RB 745.1.a: Quick-Draw is on gear with an Equip ability; RB 744.1.a: Equip on Equipment, RB 744.1.c:
  // written as an `equip` ability with its cost (the
  // pool is checked so by test/abilities-keywords.test.ts).
  'quick-draw',
  'repeat',
  'weaponmaster',
] as const;
export const Keyword = z.enum(KEYWORDS);
export type Keyword = z.infer<typeof Keyword>;
/**
 * Keywords whose instances add up (RB 733.2, RB 735.2, RB 740.2); the values' default of 1 is
 * RB 733.1.b.3, RB 735.1.b.3, RB 740.1.b.3 (RB 733.1.b, RB 733.1.b.1, RB 733.1.b.2, RB 735.1.b,
 * RB 735.1.b.1, RB 735.1.b.2, RB 740.1.b, RB 740.1.b.1, RB 740.1.b.2: "Keyword X", X its value).
 */
export const VALUED_KEYWORDS: readonly Keyword[] = ['assault', 'deflect', 'shield'];

export const Keywords = z.partialRecord(Keyword, z.number().int().min(1));
export type Keywords = z.infer<typeof Keywords>;

const Text = z.object({ zh: z.string().min(1), en: z.string().min(1) }).strict();
export type CardText = z.infer<typeof Text>;

// ---------------------------------------------------------------------------------------------
// Which objects: selectors

/**
 * Where an object is, relative to the ability's source. `battlefield`/`base`: at any battlefield /
 * in a base; `here`: the source's own location (a battlefield card's "here" is itself, RB 053.3);
 * `my-battlefield`: the source's location if that is a battlefield; `there`: the battlefield
 * chosen in target slot 0; `event`: where the triggering event happened; `combat`: at the
 * battlefield where a combat is happening; `other-location`: anywhere but the source's location.
 */
export const At = z.enum([
  'battlefield',
  'base',
  'here',
  'my-battlefield',
  'there',
  'event',
  'combat',
  'other-location',
]);
export type At = z.infer<typeof At>;

/** Kinds of object a selector can pick (RB 352.8.a: "unit", "gear", "rune" mean on the board). */
export const ObjKind = z.enum([
  'unit',
  'gear',
  'equipment',
  'permanent',
  'rune',
  'spell',
  'battlefield',
  'legend',
  'card',
  'facedown',
]);
export type ObjKind = z.infer<typeof ObjKind>;

/**
 * A description of objects (RB 132.3: effects refer to types, tags and other characteristics).
 * `side` is relative to the ability's controller: friendly = controlled by them, enemy = controlled
 * by an opponent (RB 185–186). `zone` defaults to the board; `trash` and `hand` are the
 * controller's own unless `owner` says otherwise.
 */
export const Selector = z
  .object({
    kind: ObjKind,
    side: z.enum(['friendly', 'enemy', 'any']).default('any'),
    /** RB 352.8.a.5: `champion` — "your Chosen Champion", the unit in your Champion Zone. */
    zone: z.enum(['board', 'trash', 'hand', 'chain', 'champion']).default('board'),
    /**
     * RB 103.2.a.3: only your Chosen Champion — the chosen card or any Champion unit you own of its
     * name — in the selector's zone ("your Chosen Champion in your hand").
     */
    chosen: z.boolean().optional(),
    at: At.optional(),
    /** Not the source itself ("another", "other"). */
    other: z.boolean().optional(),
    tag: z.string().optional(),
    mightAtMost: z.number().int().optional(),
    buffed: z.boolean().optional(),
    mighty: z.boolean().optional(),
    equipped: z.boolean().optional(),
    ready: z.boolean().optional(),
    token: z.boolean().optional(),
    keyword: Keyword.optional(),
    /** Combat designation (RB 442.1.a), and "alone" (the only friendly unit with it). */
    designation: z.enum(['attacker', 'defender', 'either']).optional(),
    alone: z.boolean().optional(),
  })
  .strict();
export type Selector = z.input<typeof Selector>;
export type SelectorT = z.output<typeof Selector>;

/**
 * A target slot (RB 352.5–352.14): chosen as the spell or ability goes on the chain (for a triggered
 * ability, as it triggers, RB 352.4.b). Objects in public zones are targets, trash cards included
 * (RB 352.10.a, RB 352.10.a.1); "at a battlefield" is a restriction, not a second target
 * (RB 352.10.b). RB 352.12: `n` objects, each chosen on its own. `n` objects
 * (exactly, or up to `n` with `upTo`, RB 352.13); `split` is a damage amount split among the
 * chosen (RB 352.14); `group` is a whole-group restriction (RB 352.11).
 */
export const TargetSlot = z
  .object({
    /** One selector, or several of which any may match ("a unit at a battlefield or a gear"). */
    sel: z.union([Selector, z.array(Selector).min(2)]),
    n: z.number().int().min(1).default(1),
    upTo: z.boolean().optional(),
    /** "you may choose": the slot can be left empty. */
    optional: z.boolean().optional(),
    group: z.object({ totalMightAtMost: z.number().int() }).strict().optional(),
    /** Objects in this slot must differ from those chosen in earlier slots. */
    distinct: z.boolean().optional(),
  })
  .strict();
export type TargetSlot = z.input<typeof TargetSlot>;

/**
 * What an instruction acts on. A number is a target slot; `self` the ability's source (the card
 * itself, or for effect text the unit it is attached to, RB 135.2.c); `it` the object the
 * triggering event is about; `chosen` what the previous step chose; `all` every object matching.
 * RB 053, RB 053.1, RB 053.2, RB 053.3: "I", "me", "this" and a battlefield's "here" are `self`.
 * RB 352.4, RB 352.4.a, RB 352.10.d, RB 352.10.d.1: objects picked by their characteristics
 * (`all`) are not chosen, so not targeted; only target slots are (RB 352.6, RB 352.10,
 * RB 352.10.d.2: a slot targets even when one object is its only choice). `banished`: the cards this
 * object (or this resolving spell or ability) put into banishment and that are still there
 * (RB 414.3, RB 107.5.g, RB 107.5.h) — neither chosen nor attached (RB 107.5.i, RB 107.5.j).
 */
export type Ref =
  | number
  | 'self'
  | 'it'
  | 'chosen'
  | 'controller'
  | 'banished'
  | { all: Selector }
  | { each: [number, number] };
export const RefSchema: z.ZodType<Ref> = z.union([
  z.number().int().min(0),
  z.enum(['self', 'it', 'chosen', 'controller', 'banished']),
  z.object({ all: Selector }).strict(),
  z.object({ each: z.tuple([z.number().int().min(0), z.number().int().min(0)]) }).strict(),
]) as z.ZodType<Ref>;

/** How long a created effect lasts (RB 317.3.a "this turn"; RB 444.1.a.3 "this combat"). */
export const Duration = z.enum(['turn', 'combat', 'permanent']);
export type Duration = z.infer<typeof Duration>;

// ---------------------------------------------------------------------------------------------
// Numbers and conditions

/** An amount: a number, or one read from the game as the instruction executes. */
export type Amount =
  | number
  | { might: Ref }
  | { energyCost: Ref }
  | { count: Selector; times?: number }
  | { trash: 'you'; times?: number };
export const AmountSchema: z.ZodType<Amount> = z.union([
  z.number().int(),
  z.object({ might: RefSchema }).strict(),
  z.object({ energyCost: RefSchema }).strict(),
  z.object({ count: Selector, times: z.number().int().optional() }).strict(),
  z.object({ trash: z.literal('you'), times: z.number().int().optional() }).strict(),
]) as z.ZodType<Amount>;

/**
 * Conditions of conditional passives (RB 361.3: "if", "while"), triggers and instructions.
 * `count` is the general form ("if you control another Mech", "while you have 8+ runes").
 */
export type Condition =
  | { legion: true }
  | { mighty: Ref }
  | { buffed: Ref }
  | { was: 'mighty' }
  | { designation: 'attacker' | 'defender' | 'either'; alone?: boolean; of?: Ref }
  | { count: Selector; atLeast: number }
  | { hand: { atMost: number } }
  | { discardedThisTurn: true }
  | { killed: Ref }
  | { paid: 'optional' }
  | { onlyFriendlyThere: Ref }
  | { battlefieldWas: 'uncontrolled' }
  | { selfAt: 'battlefield' | 'base' }
  | { isType: [Ref, ObjKind] }
  | { not: Condition }
  | { all: Condition[] };
export const ConditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.union([
    z.object({ legion: z.literal(true) }).strict(),
    z.object({ mighty: RefSchema }).strict(),
    z.object({ buffed: RefSchema }).strict(),
    z.object({ was: z.literal('mighty') }).strict(),
    z
      .object({
        designation: z.enum(['attacker', 'defender', 'either']),
        alone: z.boolean().optional(),
        of: RefSchema.optional(),
      })
      .strict(),
    z.object({ count: Selector, atLeast: z.number().int().min(1) }).strict(),
    z.object({ hand: z.object({ atMost: z.number().int().min(0) }).strict() }).strict(),
    z.object({ discardedThisTurn: z.literal(true) }).strict(),
    z.object({ killed: RefSchema }).strict(),
    z.object({ paid: z.literal('optional') }).strict(),
    z.object({ onlyFriendlyThere: RefSchema }).strict(),
    z.object({ battlefieldWas: z.literal('uncontrolled') }).strict(),
    z.object({ selfAt: z.enum(['battlefield', 'base']) }).strict(),
    z.object({ isType: z.tuple([RefSchema, ObjKind]) }).strict(),
    z.object({ not: ConditionSchema }).strict(),
    z.object({ all: z.array(ConditionSchema).min(1) }).strict(),
  ]),
) as z.ZodType<Condition>;

// ---------------------------------------------------------------------------------------------
// Costs

/**
 * A cost (RB 130, RB 353–354, RB 370.1 "cost: effect"). What a cost names is never a target
 * (RB 352.10.c, RB 352.10.c.1). Energy and Power are paid from the rune
 * pool (RB 159); the rest are non-standard costs (RB 353.6) that must be payable in full
 * (RB 401.4, RB 403.3, RB 409.3).
 */
export const Cost = z
  .object({
    energy: z.number().int().min(0).optional(),
    power: z.array(PowerSymbol).optional(),
    /** [E]: exhaust this (RB 401.5). */
    exhaust: z.boolean().optional(),
    /** "Kill this" (RB 415.6). */
    killSelf: z.boolean().optional(),
    /** "Recycle N from your trash" (RB 403.3), optionally only cards of a kind. */
    recycleFromTrash: z
      .object({ n: z.number().int().min(1), kind: ObjKind.optional() })
      .strict()
      .optional(),
    /** "Spend my buff" / "spend a buff" (RB 702.2.b). */
    spendBuff: z.enum(['self', 'friendly']).optional(),
    /** "Discard N" (RB 409.3). */
    discard: z.number().int().min(1).optional(),
    /** "Kill a friendly unit" (RB 353.6). */
    killFriendly: z.number().int().min(1).optional(),
    /** "Exhaust a friendly unit" (RB 401.4). */
    exhaustFriendly: z.number().int().min(1).optional(),
    /** "Recycle another friendly unit" (a unit on the board goes to the bottom of its deck). */
    recycleFriendly: z.boolean().optional(),
    /** "Recycle this" (a basic rune's second ability, RB 160.2.b). */
    recycleSelf: z.boolean().optional(),
  })
  .strict();
export type Cost = z.infer<typeof Cost>;

// ---------------------------------------------------------------------------------------------
// Tokens (RB 173–181)

/**
 * Tokens the cards of this package create. Recruit and Sprite are defined by RB 181; Mech and
 * Sand Soldier have no entry in the card data (a documented stand-in, docs/decisions.md); Gold is
 * the gear token of the Spiritforged set.
 */
export const TOKENS = ['recruit', 'sprite', 'mech', 'sand-soldier', 'gold'] as const;
export const TokenKind = z.enum(TOKENS);
export type TokenKind = z.infer<typeof TokenKind>;

// ---------------------------------------------------------------------------------------------
// Continuous (passive) effects, RB 360–363, applied in layers RB 450–457

/**
 * What a passive ability or a created continuous effect does. `to` is the group it applies to:
 * `self`, the target of a created effect (`it`), or every object matching a selector.
 */
export type Group = 'self' | 'it' | Selector;
export const GroupSchema: z.ZodType<Group> = z.union([z.enum(['self', 'it']), Selector]) as z.ZodType<Group>;

export type Continuous =
  | { keywords: Keywords; to: Group }
  | { might: number; to: Group }
  | { mightPerBuff: number; to: Group }
  | { enterReady: Group }
  | {
      cost: { energy: number | { per: Selector | 'trash-card'; times: number }; min?: number };
      of: CostScope;
    }
  | { bonusDamage: number; from: 'your-sources' | 'any-source'; toUnitsHere?: boolean }
  | { playTo: 'open-battlefield' | 'occupied-enemy-battlefield' }
  // "I have all [E] abilities of friendly legends, units and gear" (358-abilities.ts activeAbilities).
  | { borrowExhaustAbilities: 'friendly' }
  // "<group> can't move" (RB 054.1: it overrides every permission to move, Ganking's included).
  | { cantMove: Group }
  // "<group> don't take damage" (RB 054.1; in combat, RB 443.1.d.9).
  | { noDamage: Group }
  // RB 365.1: a passive replacement, "if <group> would die, <steps> instead" (364-replacements.ts).
  | { insteadOfDeath: Group; steps: Step[] }
  // "If you would draw, <steps> instead" (RB 365.1; RB 368.1: an event acting on a player).
  | { insteadOfDraw: 'you'; steps: Step[] }
  // "If <battlefield> would come under a player's control, <steps> instead" (RB 365.1; an event acting
  // on a battlefield: RB 368, RB 368.2 — an uncontrolled one's are ordered by the turn player).
  | { insteadOfControl: Selector; steps: Step[] }
  // "I must be assigned combat damage last" (RB 443.1.d.5; against Tank, RB 443.1.d.7).
  | { assignedLast: Group }
  // "<players> can't gain points" (RB 054.1; a score still happens and its abilities trigger, RB 376.4.c.2.c).
  | { noPoints: 'you' | 'opponents' }
  | { code: string };

/** Which cards a cost modification applies to (RB 363.2, RB 353.3, RB 353.4). */
export const CostScope = z.union([
  z.literal('self'),
  z
    .object({
      kind: z.enum(['spell', 'gear', 'unit']),
      by: z.literal('you'),
      firstEachTurn: z.boolean().optional(),
      nonToken: z.boolean().optional(),
    })
    .strict(),
]);
export type CostScope = z.infer<typeof CostScope>;

export const ContinuousSchema: z.ZodType<Continuous> = z.union([
  z.object({ keywords: Keywords, to: GroupSchema }).strict(),
  z.object({ might: z.number().int(), to: GroupSchema }).strict(),
  z.object({ mightPerBuff: z.number().int(), to: GroupSchema }).strict(),
  z.object({ enterReady: GroupSchema }).strict(),
  z
    .object({
      cost: z
        .object({
          energy: z.union([
            z.number().int(),
            z.object({ per: z.union([Selector, z.literal('trash-card')]), times: z.number().int() }).strict(),
          ]),
          min: z.number().int().min(0).optional(),
        })
        .strict(),
      of: CostScope,
    })
    .strict(),
  z
    .object({
      bonusDamage: z.number().int().min(1),
      from: z.enum(['your-sources', 'any-source']),
      toUnitsHere: z.boolean().optional(),
    })
    .strict(),
  z.object({ playTo: z.enum(['open-battlefield', 'occupied-enemy-battlefield']) }).strict(),
  z.object({ borrowExhaustAbilities: z.literal('friendly') }).strict(),
  z.object({ cantMove: GroupSchema }).strict(),
  z.object({ noDamage: GroupSchema }).strict(),
  z.object({ insteadOfDeath: GroupSchema, steps: z.lazy(() => z.array(StepSchema)) }).strict(),
  z.object({ insteadOfDraw: z.literal('you'), steps: z.lazy(() => z.array(StepSchema)) }).strict(),
  z.object({ insteadOfControl: Selector, steps: z.lazy(() => z.array(StepSchema)) }).strict(),
  z.object({ assignedLast: GroupSchema }).strict(),
  z.object({ noPoints: z.enum(['you', 'opponents']) }).strict(),
  z.object({ code: z.string().min(1) }).strict(),
]) as z.ZodType<Continuous>;

// ---------------------------------------------------------------------------------------------
// Instructions (RB 134.2.b) — the steps a spell or ability executes, top to bottom (RB 154.1).
// The game actions' formats map to steps: RB 400.3 "Draw X" → draw; RB 409.5 "Discard X" →
// discard; RB 413.3 "Buff ..." → buff; RB 415.6 "Kill ..." → kill;
// RB 416.5 "Add ..." → add; RB 417.4 "Channel X rune(s)" → channel.

export type Step =
  | { do: 'deal'; n: Amount; to: Ref; split?: boolean }
  | { do: 'fight'; a: Ref; b: Ref }
  | { do: 'strike'; by: Ref; to: Ref }
  | { do: 'kill'; what: Ref }
  | { do: 'might'; n: Amount; to: Ref; until: Duration; min?: number }
  | { do: 'double'; what: Ref; until: Duration }
  // RB 454.1.b: "<what> becomes a copy of <of>" (the card `of` is, as the effect begins).
  | { do: 'become-copy'; what: Ref; of: Ref; until: Duration }
  | { do: 'grant'; keywords: Keywords; to: Ref; until: Duration }
  | { do: 'buff'; what: Ref }
  | { do: 'ready'; what: Ref }
  | { do: 'exhaust'; what: Ref }
  | { do: 'stun'; what: Ref }
  | { do: 'move'; what: Ref; to: 'base' | 'battlefield' | 'any' | 'swap-with'; with?: Ref }
  | { do: 'recall'; what: Ref }
  | { do: 'return'; what: Ref; to: 'hand' | 'champion' }
  | { do: 'draw'; n: Amount; who?: 'you' | { controllerOf: Ref } }
  | { do: 'heal'; what: Ref }
  // `from: 'opponent'`: the controller looks at an opponent's hand and chooses what they discard (RB 107.6.e).
  | { do: 'discard'; n: number; from?: 'opponent' }
  | { do: 'channel'; n: number; exhausted: boolean; otherwise?: Step[] }
  | {
      do: 'token';
      token: TokenKind;
      n: number;
      at: 'base' | 'here' | 'any';
      ready?: boolean;
      exhausted?: boolean;
      /** RB 178.3: keywords or Might the effect gives the token for this turn. */
      thisTurn?: { keywords?: Keywords; might?: number };
    }
  | { do: 'add'; energy?: number; power?: PowerSymbol[]; spellsOnly?: boolean }
  | { do: 'counter'; what: Ref }
  // RB 414.5: "Banish [permanents or cards]"; "banish the top N cards of your Main Deck".
  | { do: 'banish'; what: Ref }
  | { do: 'banish-top'; n: number }
  | { do: 'look-top'; mayRecycle: true }
  | { do: 'mill'; n: number }
  | { do: 'reveal-top'; ifSpell: 'hand'; otherwise: 'recycle' }
  | { do: 'ready-runes'; upTo: number }
  // RB 352.10.e: each player chooses their own; nothing is targeted.
  // RB 352.10.e "each player kills one they control"; `only: 'you'`, RB 352.10.f: "you must kill one
  // of your ..." — chosen as it resolves, never a target.
  | { do: 'each-player-kills'; sel: Selector; only?: 'you' }
  | { do: 'if'; cond: Condition; steps: Step[]; otherwise?: Step[] }
  // RB 380.1, RB 380.1.a: "do this (N times):" — a reflexive trigger with its own targets.
  | { do: 'reflex'; targets?: TargetSlot[]; steps: Step[]; times?: number }
  | { do: 'delayed'; at: 'turn-end'; steps: Step[] }
  | { do: 'instead-of-next-death'; what: Ref; steps: Step[]; until: Duration }
  // RB 154.2: a later part of the spell replacing earlier ones ("[Legion] ... instead"): when `cond`
  // holds, the steps at indices `of` (earlier in this list) are skipped and these done here.
  | { do: 'instead'; of: number[]; cond: Condition; steps: Step[] }
  // "Gain control of <a gear>" (RB 185.4.b; 165-battlefields.ts gainControl).
  | { do: 'take-control'; what: Ref }
  | { do: 'continuous'; effect: Continuous; until: Duration }
  | { do: 'detach'; card?: Ref; from?: Ref; may?: boolean }
  // `ignore`: "ignoring its Energy cost" / "its Power cost" only (RB 353.1.b); default both.
  | { do: 'play-self'; from: 'trash' | 'hand'; ignore?: 'energy' | 'power' }
  // "play a <tag> from your trash"; `discount: 'recycled-might'` lowers its Energy cost by the
  // Might of the unit recycled to pay this ability's cost (RB 353.4).
  | { do: 'play-from-trash'; tag: string; discount?: 'recycled-might' }
  | { do: 'win' }
  | { do: 'code'; fn: string };

const Steps: z.ZodType<Step[]> = z.lazy(() => z.array(StepSchema));
export const StepSchema: z.ZodType<Step> = z.lazy(() =>
  z.union([
    z
      .object({ do: z.literal('deal'), n: AmountSchema, to: RefSchema, split: z.boolean().optional() })
      .strict(),
    z.object({ do: z.literal('fight'), a: RefSchema, b: RefSchema }).strict(),
    z.object({ do: z.literal('strike'), by: RefSchema, to: RefSchema }).strict(),
    z.object({ do: z.literal('kill'), what: RefSchema }).strict(),
    z
      .object({
        do: z.literal('might'),
        n: AmountSchema,
        to: RefSchema,
        until: Duration,
        min: z.number().int().optional(),
      })
      .strict(),
    z.object({ do: z.literal('double'), what: RefSchema, until: Duration }).strict(),
    z.object({ do: z.literal('become-copy'), what: RefSchema, of: RefSchema, until: Duration }).strict(),
    z.object({ do: z.literal('grant'), keywords: Keywords, to: RefSchema, until: Duration }).strict(),
    z.object({ do: z.literal('buff'), what: RefSchema }).strict(),
    z.object({ do: z.literal('ready'), what: RefSchema }).strict(),
    z.object({ do: z.literal('exhaust'), what: RefSchema }).strict(),
    z.object({ do: z.literal('stun'), what: RefSchema }).strict(),
    z
      .object({
        do: z.literal('move'),
        what: RefSchema,
        to: z.enum(['base', 'battlefield', 'any', 'swap-with']),
        with: RefSchema.optional(),
      })
      .strict(),
    z.object({ do: z.literal('recall'), what: RefSchema }).strict(),
    z.object({ do: z.literal('return'), what: RefSchema, to: z.enum(['hand', 'champion']) }).strict(),
    z
      .object({
        do: z.literal('draw'),
        n: AmountSchema,
        who: z.union([z.literal('you'), z.object({ controllerOf: RefSchema }).strict()]).optional(),
      })
      .strict(),
    z.object({ do: z.literal('heal'), what: RefSchema }).strict(),
    z
      .object({
        do: z.literal('discard'),
        n: z.number().int().min(1),
        from: z.literal('opponent').optional(),
      })
      .strict(),
    z
      .object({
        do: z.literal('channel'),
        n: z.number().int().min(1),
        exhausted: z.boolean(),
        otherwise: Steps.optional(),
      })
      .strict(),
    z
      .object({
        do: z.literal('token'),
        token: TokenKind,
        n: z.number().int().min(1),
        at: z.enum(['base', 'here', 'any']),
        ready: z.boolean().optional(),
        exhausted: z.boolean().optional(),
        thisTurn: z
          .object({ keywords: Keywords.optional(), might: z.number().int().optional() })
          .strict()
          .optional(),
      })
      .strict(),
    z
      .object({
        do: z.literal('add'),
        energy: z.number().int().min(1).optional(),
        power: z.array(PowerSymbol).optional(),
        spellsOnly: z.boolean().optional(),
      })
      .strict(),
    z.object({ do: z.literal('counter'), what: RefSchema }).strict(),
    z.object({ do: z.literal('banish'), what: RefSchema }).strict(),
    z.object({ do: z.literal('banish-top'), n: z.number().int().min(1) }).strict(),
    z.object({ do: z.literal('look-top'), mayRecycle: z.literal(true) }).strict(),
    z.object({ do: z.literal('mill'), n: z.number().int().min(1) }).strict(),
    z
      .object({ do: z.literal('reveal-top'), ifSpell: z.literal('hand'), otherwise: z.literal('recycle') })
      .strict(),
    z.object({ do: z.literal('ready-runes'), upTo: z.number().int().min(1) }).strict(),
    z
      .object({ do: z.literal('each-player-kills'), sel: Selector, only: z.literal('you').optional() })
      .strict(),
    z
      .object({ do: z.literal('if'), cond: ConditionSchema, steps: Steps, otherwise: Steps.optional() })
      .strict(),
    z
      .object({
        do: z.literal('reflex'),
        targets: z.array(TargetSlot).optional(),
        steps: Steps,
        times: z.number().int().min(1).optional(),
      })
      .strict(),
    z.object({ do: z.literal('delayed'), at: z.literal('turn-end'), steps: Steps }).strict(),
    z.object({ do: z.literal('take-control'), what: RefSchema }).strict(),
    z
      .object({
        do: z.literal('instead'),
        of: z.array(z.number().int().min(0)).min(1),
        cond: ConditionSchema,
        steps: Steps,
      })
      .strict(),
    z
      .object({ do: z.literal('instead-of-next-death'), what: RefSchema, steps: Steps, until: Duration })
      .strict(),
    z.object({ do: z.literal('continuous'), effect: ContinuousSchema, until: Duration }).strict(),
    z
      .object({
        do: z.literal('detach'),
        card: RefSchema.optional(),
        from: RefSchema.optional(),
        may: z.boolean().optional(),
      })
      .strict(),
    z
      .object({
        do: z.literal('play-self'),
        from: z.enum(['trash', 'hand']),
        ignore: z.enum(['energy', 'power']).optional(),
      })
      .strict(),
    z
      .object({
        do: z.literal('play-from-trash'),
        tag: z.string().min(1),
        discount: z.literal('recycled-might').optional(),
      })
      .strict(),
    z.object({ do: z.literal('win') }).strict(),
    z.object({ do: z.literal('code'), fn: z.string().min(1) }).strict(),
  ]),
) as z.ZodType<Step>;

// ---------------------------------------------------------------------------------------------
// Triggers (RB 375–385)

/**
 * What a triggered ability waits for (RB 376.1). `who` names whose event it is: `me` (the
 * source), `you` (the source's controller), `here` (this battlefield), `friendly` (a friendly
 * unit, which becomes `it`). Play, conquer, hold, attack and defend triggers are RB 376.4.
 */
export const TriggerEvent = z.enum([
  'play',
  'attack',
  'defend',
  'attack-or-defend',
  'conquer',
  'hold',
  'die',
  'move',
  'move-to-battlefield',
  'play-card',
  'beginning-phase',
  'turn-end',
  'discarded',
  'killed',
  'kill-with-spell',
  'buff',
  'becomes-mighty',
  // RB 744.2.a: a unit was equipped by an Equip ability ("when I become equipped").
  'equipped',
  // RB 725.1, RB 725.2: "when I'm attached / detached" (read on the attached card though its text is Inactive).
  'attached',
  'detached',
  // RB 411.1.a.1: a card was revealed ("when you reveal a card", "when I'm revealed").
  'revealed',
  // RB 352.14.d: an object was chosen as a target of a spell or ability ("when I'm chosen").
  'chosen',
]);
export type TriggerEvent = z.infer<typeof TriggerEvent>;

/**
 * RB 376.1, RB 376.1.a, RB 376.2, RB 376.2.a, RB 376.2.b: a triggered ability is a condition (`on`,
 * `who`, `cond`) and an effect (`steps`). RB 376.4: play (RB 376.4.a, RB 376.4.a.1, RB 376.4.a.3),
 * conquer (RB 376.4.b.1), hold (RB 376.4.c.1), attack (RB 376.4.d.1) and defend (RB 376.4.e.1)
 * triggers are named events.
 */
export const Trigger = z
  .object({
    on: TriggerEvent,
    who: z.enum(['me', 'you', 'here', 'friendly']),
    /** Only the first time each turn (RB 376.1.b). */
    firstEachTurn: z.boolean().optional(),
    /** For attack/defend: only when alone (RB 361.3.a) or one on one. */
    alone: z.boolean().optional(),
    oneOnOne: z.boolean().optional(),
    /** For play-card: which cards count. */
    card: z
      .object({
        kind: z.enum(['spell', 'card']),
        costAtLeast: z.number().int().optional(),
        onOpponentsTurn: z.boolean().optional(),
      })
      .strict()
      .optional(),
    /** Other than the source ("another friendly unit"). */
    other: z.boolean().optional(),
    /** For conquer: only with a Mighty unit there. */
    withMighty: z.boolean().optional(),
  })
  .strict();
export type Trigger = z.infer<typeof Trigger>;

// ---------------------------------------------------------------------------------------------
// Abilities (RB 357–394)

/** Timing permission of a card or an ability (RB 155.2, RB 732, RB 739). */
export const Timing = z.enum(['action', 'reaction']);

/**
 * RB 358, RB 358.1, RB 359: a card has any number of abilities of these kinds. RB 361, RB 361.1,
 * RB 361.2: a passive ability is a statement of fact (a continuous effect). RB 352.9, RB 352.9.a,
 * RB 352.9.b, RB 352.9.c: passives have no targets, and neither have units or gear themselves —
 * only abilities (triggered, activated, spells) carry target slots.
 */
export const PassiveAbility = z
  .object({
    kind: z.literal('passive'),
    /** RB 361.3: a conditional passive applies while its condition holds. */
    cond: ConditionSchema.optional(),
    effect: ContinuousSchema,
  })
  .strict();

export const TriggeredAbility = z
  .object({
    kind: z.literal('triggered'),
    on: Trigger,
    cond: ConditionSchema.optional(),
    /** "You may" (the controller may decline as it resolves). */
    optional: z.boolean().optional(),
    /** "You may pay X to ..." — a cost paid as it resolves (RB 392.2: may be declined). */
    cost: Cost.optional(),
    /** "Deathknell - ..." (RB 734). */
    deathknell: z.boolean().optional(),
    /** Zone the ability works from (RB 378, RB 378.2: outside the board it says so). */
    from: z.enum(['board', 'trash']).default('board'),
    targets: z.array(TargetSlot).default([]),
    steps: z.array(StepSchema).min(1),
  })
  .strict();

/** One mode of a "choose one" spell or ability (RB 185.2.b, RB 746.2.a): its own targets. */
export const Mode = z
  .object({
    targets: z.array(TargetSlot).default([]),
    steps: z.array(StepSchema).min(1),
    /** How the option reads when a player chooses the mode (RB 352.1), in our own words. */
    text: Text.optional(),
  })
  .strict();

/**
 * RB 370.1: an activated ability is a cost, ":" and an effect. RB 144, RB 144.1, RB 148, RB 148.1,
 * RB 170.8, RB 372: units, gear and legends have them.
 */
export const ActivatedAbility = z
  .object({
    kind: z.literal('activated'),
    cost: Cost,
    timing: Timing.optional(),
    targets: z.array(TargetSlot).default([]),
    steps: z.array(StepSchema).default([]),
    /** "Choose one": the steps are the chosen mode's. */
    modes: z.array(Mode).min(2).optional(),
    /** Udyr: only a mode not chosen yet this turn. */
    notChosenThisTurn: z.boolean().optional(),
  })
  .strict()
  .refine((a) => (a.modes ? a.steps.length === 0 : a.steps.length > 0), {
    message: 'an activated ability has either steps or modes',
  });

/**
 * [Equip] cost (RB 744.1.c.2: "[Cost]: Attach this gear to a unit you control"); whether a gear has
 * Equip is a characteristic (RB 744.5, RB 744.5-2: even while its text is inactive).
 */
export const EquipAbility = z
  .object({
    kind: z.literal('equip'),
    cost: Cost,
    /** RB 744.1.c.4: text of the Equip ability that alters its cost ("costs [N] less if ..."). */
    less: z
      .object({ energy: z.number().int().min(1), if: ConditionSchema.optional() })
      .strict()
      .optional(),
    /** RB 744.1.c.5: text that alters its timing ("Reaction", "Action") ... */
    timing: Timing.optional(),
    /** ... or its targeting (which unit it may attach to, instead of any unit you control). */
    to: Selector.optional(),
  })
  .strict();

/** A spell's own instructions (RB 154), or a choice of modes ("Choose one"). */
export const SpellAbility = z
  .object({
    kind: z.literal('spell'),
    targets: z.array(TargetSlot).default([]),
    steps: z.array(StepSchema).min(1),
  })
  .strict();

/** "Choose one —" spells: each mode has its own targets (RB 185.2.b, RB 746.2.a). */
export const ModalSpellAbility = z
  .object({
    kind: z.literal('modal-spell'),
    modes: z.array(Mode).min(2),
  })
  .strict();

/**
 * Additional costs to play the card (RB 353.2): mandatory ("as an additional cost") or optional
 * ("you may ... as an additional cost"); an optional one may reduce the card's Energy cost
 * (RB 353.4) — its effect is then read with `{ paid: 'optional' }`.
 */
export const AdditionalCost = z
  .object({
    kind: z.literal('additional-cost'),
    optional: z.boolean(),
    cost: Cost,
    discount: z.number().int().min(1).optional(),
  })
  .strict();

export const AbilitySchema = z.discriminatedUnion('kind', [
  PassiveAbility,
  TriggeredAbility,
  ActivatedAbility,
  EquipAbility,
  SpellAbility,
  ModalSpellAbility,
  AdditionalCost,
]);
export type Ability = z.output<typeof AbilitySchema>;
export type AbilityInput = z.input<typeof AbilitySchema>;

// ---------------------------------------------------------------------------------------------
// The card

export const CardSchema = z
  .object({
    /** The published id (set, number, set size), e.g. `ogn-232-298`. */
    id: z.string().regex(/^[a-z]{3}-[0-9a-z]+(-[0-9]+)?$|^token-[a-z-]+$/),
    /** The printed code, e.g. `OGN-232/298` (absent for tokens without an entry). */
    code: z.string().optional(),
    name: Text,
    type: CardType,
    supertype: Supertype.optional(),
    /** RB 133: colourless cards (battlefields, tokens) have none. */
    domains: z.array(Domain),
    /** RB 130: Energy (a number) and Power (symbols). Tokens, runes, legends, battlefields: none. */
    cost: z
      .object({ energy: z.number().int().min(0), power: z.array(PowerSymbol) })
      .strict()
      .optional(),
    might: z.number().int().min(0).optional(),
    tags: z.array(z.string().min(1)),
    keywords: Keywords.default({}),
    /** [Repeat] costs (RB 746), each paid or not separately. */
    repeat: z.array(Cost).optional(),
    /** RB 136: the Might Bonus of an Equipment. */
    mightBonus: z.number().int().optional(),
    abilities: z.array(AbilitySchema).default([]),
    /** RB 135: effect text, active only while the card is attached. */
    effectText: z.array(AbilitySchema).optional(),
    /** Rules text (and effect text) in our own words. */
    text: Text.optional(),
    /** Tokens this card creates, for the listing and the token checks. */
    creates: z.array(TokenKind).optional(),
    /** Where the card's data departs from the published card (see docs/decisions.md). */
    standIn: z.string().optional(),
  })
  .strict();

export type CardDef = z.output<typeof CardSchema>;
export type CardInput = z.input<typeof CardSchema>;

/** A card file's default export: its data, and code for the parts the vocabulary cannot say. */
export interface CardModule {
  card: CardInput;
  /** Code named by `{ do: 'code', fn }` steps and `{ code }` continuous effects. */
  code?: Record<string, unknown>;
}

/** Identity with a type: what each card file calls, so the data is checked as it is written. */
export function defineCard(card: CardInput, code?: Record<string, unknown>): CardModule {
  return code ? { card, code } : { card };
}
