/**
 * The vocabulary of a content file: one card kind, skill or terrain effect is one object, in the
 * manner of freekill-core's skill objects — its data, its behaviour at the timing points and other
 * hooks of the rules, its own procedures and messages, its texts in zh and en. Rule files never
 * name a card, skill or terrain; they ask the registry (registry.ts) for whatever the files declare.
 *
 * Data is validated (zod) when a file is defined: a malformed file stops the package from loading
 * with a one-line message naming it.
 */
import type { Catalog, ObjId } from '@arbiter/kernel';
import * as z from 'zod';
import type { C, P, S } from '../state.ts';

export const SUITS = ['S', 'H', 'C', 'D'] as const;
export type Suit = (typeof SUITS)[number];

const Texts = z.object({ zh: z.string().min(1), en: z.string().min(1) }).strict();
export type Texts = z.infer<typeof Texts>;

/**
 * How a card's targets are found (专题三 "使用目标", 专题四), one per method of use (使用方法 ①②):
 * `range` a role within attack range; `line` a role in a clear straight line at distance 2 up to
 * max(3, attack range) (射杀 ①, D4); `adjacent` a role at distance 1 (射杀 ②); `self`; `self-wounded`
 * (yourself while wounded); `other` another role; `distance-1` another role at distance 1; `others-all`;
 * `all`; `none` (not used on a target: responses); `custom` (the file's own `targets`).
 */
export const TARGET_RULES = [
  'range',
  'line',
  'adjacent',
  'self',
  'self-wounded',
  'other',
  'distance-1',
  'others-all',
  'all',
  'none',
  'custom',
] as const;
export type TargetRule = (typeof TARGET_RULES)[number];

/** The effect vocabulary: what a card does to its current target (SGS 2.4 对当前目标生效后). */
export const Op = z.discriminatedUnion('op', [
  z.object({ op: z.literal('damage'), n: z.number().int().positive() }).strict(),
  z.object({ op: z.literal('recover'), n: z.number().int().positive() }).strict(),
  z.object({ op: z.literal('draw'), n: z.number().int().positive() }).strict(),
  /** The user discards one card of the target's areas. */
  z.object({ op: z.literal('dismantle') }).strict(),
  /** The user takes one card of the target's areas. */
  z.object({ op: z.literal('snatch') }).strict(),
  /** The target must play `n` cards named `card`, or take 1 damage from the user. */
  z.object({ op: z.literal('demand'), card: z.string(), n: z.number().int().positive() }).strict(),
  /** Starting with the target, the two alternately play a card named `card`; the first who does not takes 1 damage. */
  z.object({ op: z.literal('duel'), card: z.string() }).strict(),
  /** Judge; a result not of `suit` skips the holder's `phase`. */
  z.object({ op: z.literal('judge-skip'), suit: z.enum(SUITS), phase: z.enum(['play', 'draw']) }).strict(),
  /** The target takes one of the cards revealed for this use. */
  z.object({ op: z.literal('harvest') }).strict(),
  /** The target uses a card named `card` on the second target, or hands its weapon to the user. */
  z.object({ op: z.literal('borrow'), card: z.string() }).strict(),
  /** Judge; ♠2–9 deals `n` thunder damage without a source, otherwise the card moves on. */
  z.object({ op: z.literal('lightning'), n: z.number().int().positive() }).strict(),
]);
export type Op = z.infer<typeof Op>;

const CardData = z
  .object({
    type: z.enum(['basic', 'trick', 'delay', 'equip']),
    /** The card name (牌名): 普杀 and 射杀 are both 【杀】. */
    cardName: z.string(),
    /** The card name's own text, given by the one kind whose id is the name. */
    nameText: Texts.optional(),
    slot: z.enum(['weapon', 'armor', 'horse']).optional(),
    /** A weapon's attack range. */
    range: z.number().int().positive().optional(),
    /** Methods of use (使用方法 ①②…), each with how its targets are found. */
    methods: z.array(z.enum(TARGET_RULES)).min(1),
    /** false: never used at a play-phase idle point (only in response). */
    idle: z.boolean().default(true),
    /** Only a role with a card in one of its areas is a legal target. */
    needsCards: z.boolean().default(false),
    effect: z.array(Op),
    /** Most copies of this kind in a deck (D6). */
    maxCopies: z.number().int().positive(),
    /** Fewest cards of this card name a legal deck holds (D6), given by the kind that names it. */
    deckMinimum: z.number().int().positive().optional(),
    /** Uses of this card name per play phase (专题三). */
    limitPerPhase: z.number().int().positive().optional(),
    /** SGS 2.4 对当前目标生效前: the target may use a card of this name to cancel it. */
    answeredBy: z.string().optional(),
    /** Usable in the window before a trick takes effect, against it (D15). */
    nullifies: z.boolean().default(false),
    /** Usable on a dying role (SGS 2.15). */
    rescues: z.boolean().default(false),
    /** Has no effect on a role at full HP (then no window opens for it either). */
    noEffectAtFullHp: z.boolean().default(false),
    /** The printed cards of this kind in the standard deck: suit and rank each ('S7 HA ...', D6). */
    prints: z.string().regex(/^((S|H|C|D)(A|J|Q|K|10|[2-9]))( (S|H|C|D)(A|J|Q|K|10|[2-9]))*$/),
  })
  .strict();
export type CardData = z.infer<typeof CardData>;

const SkillData = z
  .object({
    /** trigger: acts at a named timing; active: used at a play-phase idle point; status: always on;
     *  convert: changes which cards may stand for a needed card (SGS 2.2 需要使用此牌时❷). */
    kind: z.enum(['trigger', 'active', 'status', 'convert']),
    /** Designed here: the war-chess text is unknown (D11). */
    designed: z.boolean().default(false),
  })
  .strict();

const Head = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9]*$/),
    sort: z.enum(['card', 'skill', 'terrain']),
    name: Texts,
    text: Texts,
    card: CardData.optional(),
    skill: SkillData.optional(),
  })
  .passthrough();

/** A timing point id: `1-准备阶段`, `2.11-受到伤害后` (see rules-list.ts). */
export type Point = string;

/**
 * An effect that acts at a timing point (SGS 2.x ❶❷ timings, SGS 1 turn timings). When the point is
 * reached, every trigger whose `who` names a role is queued with the kernel; they resolve in seat
 * order from the current role (D12). An optional one first asks its role's player.
 */
export interface TimingTrigger {
  /** Its name in messages when it differs from the file's (〖无双②〗 → 'wushuang2'). */
  key?: string;
  /** The name for that key. */
  label?: Texts;
  at: Point;
  optional: boolean;
  /** Roles for which it acts now (given the event of the flow, or null). Public facts only. */
  who(s: S, ev: any): readonly number[];
  /** How many times it acts for one role (〖遗计〗: once per point of damage). Default 1. */
  times?(s: S, ev: any, r: number): number;
  /** An effect without a question, or the name of one of the file's procedures (d = { role, at }). */
  apply?(ctx: C, r: number, ev: any): void;
  proc?: string;
}

/** SGS 2.2/2.5 ❷ (and 2.15): cards that may stand for a needed card of name `as`. */
export interface Conversion {
  as: string;
  /** Option id prefix (one letter), also logged as how the card was produced. */
  prefix: string;
  /** The cards role r may convert now. */
  cards?(s: S, r: number): ObjId[];
  /** Several hand cards at once (丈八蛇矛: 2): one option, the cards chosen afterwards. */
  pick?: number;
  /** Shown as the card itself rather than "<card> via <skill>" (〖急救〗 in the dying window). */
  plain?: boolean;
  /** Whether the `pick` option is offered now. */
  available?(s: S, r: number): boolean;
}

/** SGS 2.2/2.5 ❶: a judgement that may stand for a needed card (〖八卦阵〗, 〖树林②〗). */
export interface JudgementAlternative {
  as: string;
  /** Option id (also the judgement's reason). */
  id: string;
  /** Message key of its name. */
  label: string;
  available(s: S, r: number, request: { ignoreArmor?: boolean }): boolean;
  succeeds(suit: string): boolean;
}

/** A choice at a play-phase idle point (SGS 2.1 active skills, conversions, equipment skills). */
export interface IdleAction {
  /** Position in the play menu (lower first); the menu order is presentation only. */
  menu: number;
  available(s: S, r: number): boolean;
  /** Once per turn (its id goes to TurnState.actionsUsed when taken). */
  limited?: boolean;
  /** Use cards as another card (SGS 2.2 需要使用此牌时❷): the cards to choose from, or `pick` hand cards. */
  convert?: { as: string; cards?(s: S, r: number): ObjId[]; pick?: number };
  /** Or run one of the file's procedures (d = { role }). */
  proc?: string;
}

/** Rules a file changes while it applies. Each returns its own contribution; the rules combine them. */
export interface Modifiers {
  /** Added to role r's attack range. */
  attackRange?(s: S, r: number): number;
  /** Added to the distance from a to b. */
  distance?(s: S, a: number, b: number): number;
  /** Role r's weapon (its range and skills) does not work. */
  weaponDisabled?(s: S, r: number): boolean;
  /** A higher per-phase limit for role r's uses of a card name. */
  useLimit?(s: S, r: number, cardName: string): number | undefined;
  /** Role t is not a legal target of a card of this kind (专题四 skill rules). */
  protectedFrom?(s: S, t: number, kind: string): boolean;
  /** Role r's use of this kind has no distance limit. */
  ignoresDistance?(s: S, r: number, kind: string): boolean;
  /** Role t is also a legal target of r's 【杀】 (专题三 / D8); `armed`: r's weapon counts. */
  extraTarget?(s: S, r: number, t: number, armed: boolean): boolean;
  /** Role r may move through squares held by enemies (SGS 2.18). */
  passThroughEnemies?(s: S, r: number): boolean;
  /** Role r may declare this file on a step onto a mountain, crossing it (SGS 2.18). */
  crossesMountains?(s: S, r: number): boolean;
  /** Extra points for the killer's camp when `killer` kills `dead` (SGS 2.16); logs its own step. */
  killBonus?(ctx: C, killer: number, dead: number): number;
}

export interface ContentFile {
  id: string;
  sort: 'card' | 'skill' | 'terrain';
  name: Texts;
  text: Texts;
  card?: CardData;
  skill?: z.infer<typeof SkillData>;
  triggers?: TimingTrigger[];
  judgements?: JudgementAlternative[];
  conversions?: Conversion[];
  actions?: IdleAction[];
  rules?: Modifiers;
  /** The file's procedures, registered as `sgs.<id>.<name>`. */
  procedures?: Record<string, P>;
  /** The file's own messages. */
  messages?: Catalog;
  /** Targets for the `custom` target rule. */
  targets?(s: S, r: number, method: number): number[];
  /** A second target chosen after the first (专题三 "<A>和<B>"). */
  secondTarget?: { prompt: string; targets(s: S, first: number): number[] };
  /** Before the targets resolve (使用结算准备结束时, after the final target list). */
  prepare?(ctx: C, ev: any): void;
  /** After its special use in the delay phase (SGS 1-延时阶段). */
  afterDelayedUse?(ctx: C, ev: any, holder: number, cancelled: boolean): void;
}

type Input = Omit<ContentFile, 'card' | 'skill'> & {
  card?: z.input<typeof CardData>;
  skill?: z.input<typeof SkillData>;
};

/** Validate and return one content file. */
export function define(input: Input): ContentFile {
  const r = Head.safeParse(input);
  if (!r.success) {
    const i = r.error.issues[0];
    const id = typeof input?.id === 'string' ? input.id : '(no id)';
    throw new Error(`sgs-chess content ${id}: ${i.path.join('.') || '(root)'}: ${i.message}`.slice(0, 200));
  }
  const out = { ...input, card: r.data.card, skill: r.data.skill } as ContentFile;
  if (out.sort === 'card' && !out.card)
    throw new Error(`sgs-chess content ${out.id}: a card needs its card data`);
  if (out.sort === 'skill' && !out.skill)
    throw new Error(`sgs-chess content ${out.id}: a skill needs its skill data`);
  if (out.card?.methods.includes('custom') && !out.targets)
    throw new Error(`sgs-chess content ${out.id}: the custom target rule needs targets()`);
  for (const t of out.triggers ?? [])
    if (!t.apply === !t.proc || (t.proc && !out.procedures?.[t.proc]))
      throw new Error(
        `sgs-chess content ${out.id}: trigger at ${t.at} needs apply or a procedure of the file`,
      );
  for (const a of out.actions ?? [])
    if (!a.convert === !a.proc || (a.proc && !out.procedures?.[a.proc]))
      throw new Error(`sgs-chess content ${out.id}: an idle action needs convert or a procedure of the file`);
  return out;
}

export const SUIT_GLYPH: Record<Suit, string> = { S: '♠', H: '♥', C: '♣', D: '♦' };
export const isRed = (s: string) => s === 'H' || s === 'D';
export const isBlack = (s: string) => s === 'S' || s === 'C';
/** The colour of a used card is black: one black card, or several of one colour (SGS 2.3). */
export const suitIsBlack = (s: string) => s === 'black' || isBlack(s);
