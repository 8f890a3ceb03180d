/**
 * The effect vocabulary of 卡灵时代 cards: effect kinds (启动 / 瞬发 / 永恒 / 招式), the three
 * classes of 瞬发 effects (KALING 4.5-2), limits (回1 / 场1 / 限1 / 极1), costs (耗能X, discards,
 * sending own 卡灵), target specs — area targets versus card targets (KALING 4.8-1, 4.8-2) — and
 * the operations an effect performs when it resolves. Card behaviour is written in these terms;
 * `fn` operations are code where the vocabulary ends.
 */
import type { Ctx, GameObject, Text } from '@arbiter/kernel';
import * as z from 'zod';
import type { Stats } from '../rules/05-terms.ts';
import type { Attack, Ev, G, Link, S } from '../types.ts';
import type { CardRow } from './data.ts';

/** The source of an effect as conditions see it. */
export interface EffectSource {
  state: S;
  source: GameObject;
  /** Controller of the source (the activating player). */
  player: number;
  /** Cell of the source on the field, or -1. */
  cell: number;
}

/** A region relative to the source (or to an earlier target). */
export interface Area {
  /** Relative cells, e.g. ['←', '↑', '→'] (KALING 1-11). */
  directions?: string[];
  /** [O1] / [O2] (KALING 1-10). */
  ring?: 1 | 2;
  /** The whole column (纵向). */
  column?: boolean;
  /** Cards seen by 直视 (KALING 5-23). */
  lineOfSight?: boolean;
}

export interface TargetSpec {
  /** A card on the field (card target, KALING 4.8-2), a cell (area target, KALING 4.8-1), a player, or a card in a discard pile. */
  kind: 'card' | 'cell' | 'player' | 'discarded';
  side?: 'me' | 'opp';
  /** Only face-up 卡灵 / only face-down set cards. */
  kaling?: boolean;
  down?: boolean;
  attr?: string;
  maxLevel?: number;
  minLevel?: number;
  series?: string;
  notSelf?: boolean;
  area?: Area;
  /** Area measured from an earlier target (index) instead of the source. */
  measuredFromTarget?: number;
  /** For cells: the cell must hold a face-down card ('down') or any card ('card'). */
  cellHolds?: 'down' | 'card';
  /** Must differ from every earlier target. */
  distinct?: boolean;
  filter?: (q: EffectSource, id: number) => boolean;
}

/**
 * What an operation acts on: the source itself, the first or second chosen target, the card of the
 * triggering event (on the field, or the card it became in a discard pile), or the card a cost stored
 * (`Link.costValue`).
 */
export type Operand =
  | 'self'
  | 'firstTarget'
  | 'secondTarget'
  | 'eventCard'
  | 'eventCardInDiscard'
  | 'costCard';
export type Until = 'turn' | 'next' | 'perm';
/** A number, the X chosen on activation, or the value a cost stored (`Link.costValue`). */
export type Amount = number | 'x' | 'costValue';

/** `onlyIfChoice`: the operation happens only if the player's choice (`choose`) was this option (1-based). */
export type Operation = OperationBody & { onlyIfChoice?: number };

type OperationBody =
  | { do: 'clear'; on: Operand | 'ring1' | 'ring1Kaling' | 'column' }
  | { do: 'bounce'; on: Operand | 'column' | 'nonkaling' }
  | { do: 'lifePoints'; who: 'me' | 'opp' | 'firstTarget' | 'both'; amount: Amount; lose?: boolean }
  | { do: 'draw'; who: 'me' | 'opp'; count: number }
  | { do: 'energy'; who: 'me' | 'opp'; amount: Amount; lose?: boolean }
  | {
      do: 'modify';
      on: Operand | 'ownOthers' | 'allKaling';
      stat: 'ap' | 'dp' | 'sp';
      amount: Amount;
      until: Until;
    }
  | {
      do: 'set';
      on: Operand | 'ring1Kaling';
      stat: 'ap' | 'dp' | 'sp';
      value: number | 'double';
      until: Until;
    }
  | { do: 'status'; on: Operand | 'allKaling'; status: string; until: Until }
  /** KALING 5-26 还原: back to the printed values. */
  | { do: 'restore'; on: Operand }
  | { do: 'negate'; destroy?: boolean }
  | { do: 'revive'; on: Operand; where?: 'own' | 'any' }
  | { do: 'summonSelf'; where?: 'own' | 'any' | 'ev-o1' }
  | { do: 'pick'; target: TargetSpec }
  /** Choose a card from hand and/or deck (KALING 5-9 载入 when it goes to hand); sets the stored value (`costValue`) to 1 when done. */
  | { do: 'search'; from: ('hand' | 'deck')[]; to: 'hand' | 'discard'; kaling?: boolean; attr?: string }
  /** 热能涌动: reveal the top five; a 卡灵 of level x may go to hand, else all five are discarded. */
  | { do: 'top5' }
  /**
   * The activating player chooses one of several outcomes (x = 1-based index). `open` says which
   * outcomes are possible now; when only one is, it is taken without a question.
   */
  | { do: 'choose'; keys: string[]; open?: (s: S, L: Link) => boolean[] }
  | { do: 'code'; run: (ctx: Ctx<G>, L: Link) => void };

export interface CardEffect {
  /** 启动 'act', 瞬发 'quick', 永恒 'static', 招式 'move' (a named move: flavour). */
  kind: 'act' | 'quick' | 'static' | 'move';
  name?: Text;
  text: Text;
  /** KALING 4.5-2: 1 forced trigger, 2 optional trigger, 3 free timing. */
  quickClass?: 1 | 2 | 3;
  /** KALING 5-11 回1 'turn', KALING 5-12 场1 'field', KALING 5-13 限1 'name', KALING 5-14 极1 'game'. */
  limit?: 'turn' | 'field' | 'name' | 'game';
  /** Where the source must be: on the field (default for 卡灵), in hand, in the discard pile, or
   * face down on the field ('hidden': a 卡灵 that is being treated as a set card). */
  zone?: 'field' | 'hand' | 'grave' | 'hidden';
  /** KALING 5-15 耗能X: energy for a 卡灵's effect (tactics pay their level). */
  cost?: number;
  /** The energy cost rises by this much for every earlier use of this effect by its player this game. */
  costPerUse?: number;
  /** Pay up to N energy / LP, reduce own AP by X, or declare a level: the amount is X. */
  xEnergy?: number;
  xLp?: number;
  xAp?: boolean;
  xLevel?: boolean;
  /** Discard cards from hand as a cost. */
  discard?: { count: number; attributes?: string[]; kaling?: boolean };
  /** Send this card (self) or an own 卡灵 in an area to the discard pile as a cost; its AP is stored as the cost value (`costValue`). */
  sacrifice?: { self?: boolean; area?: Area; attr?: string };
  /** Discard this card itself from hand as a cost. */
  discardSelf?: boolean;
  /** KALING 5-16: +X / −X to the activation's energy cost. */
  costChange?: number;
  /** Reveal a tactic in hand as a cost (stored as the cost card, `costCard`). */
  reveal?: boolean;
  /** 心灵之眼: may pay half of the LP instead of energy. */
  halfLp?: boolean;
  /** Trigger condition on a timing point (瞬发 classes 1 and 2). */
  when?: (ev: Ev, q: EffectSource) => boolean;
  /** Extra condition to activate. */
  can?: (q: EffectSource) => boolean;
  targets?: TargetSpec[];
  operations?: Operation[];
  // 永恒 effects (KALING 4.4-5: no timing points).
  /** Changes the card's own values while it is on the field. */
  self?: (s: S, o: GameObject, st: Stats) => void;
  /** Changes another card's values. */
  aura?: (s: S, src: GameObject, o: GameObject, st: Stats) => void;
  /**
   * Statuses the card has while on the field: 'bomb' (防爆), 'cellImm' (its cell cannot be an effect
   * target), 'no-attack-from-front' (the 卡灵 at its [↑] cannot attack its cell),
   * 'direct-if-column-clear' (it may attack directly when nothing is ahead in its column).
   */
  statuses?: string[];
  /** KALING 2.4-3: its controller wins while it is face up on the field and their deck is empty. */
  winsWithEmptyDeck?: boolean;
  /** The card may also be paid-summoned in disguise (a second action-menu option, `dis:`). */
  disguise?: boolean;
  /** Applied when the card is paid-summoned, without a timing point (KALING 4.4-5). */
  onPaidSummon?: (ctx: Ctx<G>, o: GameObject, p: number) => void;
  /** Values in battle only. */
  battle?: (
    s: S,
    me: GameObject,
    other: GameObject | null,
    atk: Attack,
    meAttacks: boolean,
  ) => { ap?: number; dp?: number; otherDp0?: boolean };
}

/**
 * One card file (`pool/<id>.ts`): the card's printed values, its effects in this vocabulary (with
 * their texts in zh and en). Its test is the sibling `pool/<id>.test.ts`, collected by
 * test/card-files.test.ts.
 */
export interface CardFile {
  data: CardRow;
  effects: CardEffect[];
  /**
   * A 卡灵 that can set itself face down by its own effect (marked `MELTED` in its data when it
   * does): the AI's samples may deal this card, and only such a card, to a face-down 卡灵 so marked.
   */
  setsItselfFaceDown?: boolean;
}

export const Targets = {
  kaling: (x: Omit<TargetSpec, 'kind' | 'kaling'> = {}): TargetSpec => ({ kind: 'card', kaling: true, ...x }),
  card: (x: Omit<TargetSpec, 'kind'> = {}): TargetSpec => ({ kind: 'card', ...x }),
  cell: (x: Omit<TargetSpec, 'kind'> = {}): TargetSpec => ({ kind: 'cell', ...x }),
  player: (): TargetSpec => ({ kind: 'player' }),
  grave: (x: Omit<TargetSpec, 'kind'> = {}): TargetSpec => ({ kind: 'discarded', kaling: true, ...x }),
};

/** Bilingual text helper. */
export const bilingual = (zh: string, en: string): Text => ({ zh, en });

// Validation of effect definitions (zod): every field has the allowed shape and values, so a typo
// in a card's definition is caught when the module loads.

const AreaSchema = z
  .object({
    directions: z.array(z.enum(['↑', '↓', '←', '→', '↖', '↗', '↙', '↘'])).optional(),
    ring: z.union([z.literal(1), z.literal(2)]).optional(),
    column: z.boolean().optional(),
    lineOfSight: z.boolean().optional(),
  })
  .strict();

const TargetSpecSchema = z
  .object({
    kind: z.enum(['card', 'cell', 'player', 'discarded']),
    side: z.enum(['me', 'opp']).optional(),
    kaling: z.boolean().optional(),
    down: z.boolean().optional(),
    attr: z.string().optional(),
    maxLevel: z.number().int().optional(),
    minLevel: z.number().int().optional(),
    series: z.string().optional(),
    notSelf: z.boolean().optional(),
    area: AreaSchema.optional(),
    measuredFromTarget: z.number().int().min(0).optional(),
    cellHolds: z.enum(['down', 'card']).optional(),
    distinct: z.boolean().optional(),
    filter: z.function().optional(),
  })
  .strict();

const OPERATION_KINDS = [
  'clear',
  'restore',
  'top5',
  'bounce',
  'lifePoints',
  'draw',
  'energy',
  'modify',
  'set',
  'status',
  'negate',
  'revive',
  'summonSelf',
  'pick',
  'search',
  'choose',
  'code',
] as const;
const OperationSchema = z
  .object({ do: z.enum(OPERATION_KINDS), onlyIfChoice: z.number().int().optional() })
  .passthrough();

const TextSchema = z.object({ zh: z.string().min(1), en: z.string().min(1) }).strict();

export const CardEffectSchema = z
  .object({
    kind: z.enum(['act', 'quick', 'static', 'move']),
    name: TextSchema.optional(),
    text: TextSchema,
    quickClass: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
    limit: z.enum(['turn', 'field', 'name', 'game']).optional(),
    zone: z.enum(['field', 'hand', 'grave', 'hidden']).optional(),
    cost: z.number().int().min(0).max(6).optional(),
    costPerUse: z.number().int().min(1).optional(),
    xEnergy: z.number().int().min(1).max(6).optional(),
    xLp: z.number().int().min(1).optional(),
    xAp: z.boolean().optional(),
    xLevel: z.boolean().optional(),
    discard: z
      .object({
        count: z.number().int().min(1),
        attributes: z.array(z.string()).optional(),
        kaling: z.boolean().optional(),
      })
      .strict()
      .optional(),
    sacrifice: z
      .object({ self: z.boolean().optional(), area: AreaSchema.optional(), attr: z.string().optional() })
      .strict()
      .optional(),
    discardSelf: z.boolean().optional(),
    costChange: z.number().int().optional(),
    reveal: z.boolean().optional(),
    halfLp: z.boolean().optional(),
    when: z.function().optional(),
    can: z.function().optional(),
    targets: z.array(TargetSpecSchema).optional(),
    operations: z.array(OperationSchema).optional(),
    self: z.function().optional(),
    aura: z.function().optional(),
    statuses: z.array(z.string()).optional(),
    battle: z.function().optional(),
    winsWithEmptyDeck: z.boolean().optional(),
    disguise: z.boolean().optional(),
    onPaidSummon: z.function().optional(),
  })
  .strict()
  .refine((e) => e.kind !== 'quick' || e.quickClass !== undefined, {
    message: 'a 瞬发 effect needs its class (1, 2 or 3)',
  })
  .refine((e) => e.zone !== 'grave' || e.when !== undefined, {
    message: 'an effect used from the discard pile must answer an event about its own card',
  })
  .refine((e) => (e.kind !== 'act' && e.kind !== 'quick') || (e.operations?.length ?? 0) > 0, {
    message: 'an activated effect needs operations',
  });

/** Throws with the card and effect named when a definition does not fit the vocabulary. */
export function validateEffects(all: Record<string, CardEffect[]>): void {
  for (const [card, effs] of Object.entries(all))
    effs.forEach((e, i) => {
      const r = CardEffectSchema.safeParse(e);
      if (!r.success)
        throw new Error(
          `kaling card "${card}" effect ${i}: ${r.error.issues[0].path.join('.')} ${r.error.issues[0].message}`,
        );
    });
}
