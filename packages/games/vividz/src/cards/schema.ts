/**
 * The Vividz effect vocabulary: card data and card behaviour as validated data (zod). A card file
 * is `defineCard({...})`; everything it says is checked here when the file is loaded, so a typo in a
 * card is a one-line error naming the card, not a silent no-op. Where the vocabulary ends, an
 * effect `{ op: 'code', name }` calls a function the card file itself provides.
 *
 * VZ 301.1 name, VZ 302.1 kind, VZ 303.1 cost, VZ 304.1 ability text, VZ 305.1 power, VZ 306.1
 * mission info, VZ 307.1 feature, VZ 308.1 account info. VZ 309.1 flavour text, VZ 310.1 rarity,
 * VZ 311.1 collector number and VZ 312.1 the bottom bar have no rules meaning (VZ 309.2, VZ 311.1).
 */
import { type Ctx, deepFreeze, type ObjId, type PlayerId } from '@arbiter/kernel';
import * as z from 'zod';

export const Text = z.object({ zh: z.string().min(1), en: z.string().min(1) }).strict();
export type TextT = z.infer<typeof Text>;

// VZ 302.2: the four kinds (the seed's "人物牌" duplicates 角色牌, decisions D10).
export const KINDS = ['account', 'mission', 'character', 'event'] as const;
// VZ 306.1 mission info; `any` is the wildcard of VZ 401.5c (decisions D7).
export const MISSION_INFO = ['sun', 'moon', 'star', 'any'] as const;
// Printed icons of characters: VZ 1115.1 Scout mark, VZ 802.1a no-attack mark, VZ 905.2d cost-reduction icon.
export const MARKS = ['scout', 'noAttack', 'costDown'] as const;
export type Mark = (typeof MARKS)[number];
// VZ 304.4a: the zone an ability works in (the active-zone icon).
export const ACTIVE_ZONES = ['area', 'hand', 'keep', 'trash', 'account', 'mission'] as const;
export type ActiveZone = (typeof ACTIVE_ZONES)[number];
// Durations (decisions D13): VZ 806.6 attack end, VZ 704.4 mission phase end, the turn, permanent.
export const DURATIONS = ['attack', 'mission', 'turn', 'permanent'] as const;
export type Duration = (typeof DURATIONS)[number];

/** Which characters on the areas a static ability, a mass effect or a target means. */
export const Who = z
  .object({
    side: z.enum(['own', 'opp', 'any']).default('own'),
    /** Only the source itself. */
    self: z.boolean().optional(),
    /** Not the source itself. */
    other: z.boolean().optional(),
    /** center / side areas (D1), the source's lane, lanes adjacent to the source, the attacker's lane. */
    lane: z.enum(['center', 'side', 'same', 'adjacent', 'attacker']).optional(),
    feature: z.string().optional(),
    powerMax: z.number().int().optional(),
    powerMin: z.number().int().optional(),
    costMax: z.number().int().optional(),
    sleeping: z.boolean().optional(),
    /** Only the attacking character. */
    attacking: z.boolean().optional(),
  })
  .strict();
export type WhoT = z.infer<typeof Who>;

/** What an effect acts on: the source, the object of the triggering event, the attacker, a chosen target, or all that match. */
export const Ref = z.union([
  z.enum(['self', 'event', 'attacker']),
  z.object({ target: z.number().int().min(0) }).strict(),
  z.object({ all: Who }).strict(),
]);
export type RefT = z.infer<typeof Ref>;

/** A target chosen on resolution (VZ 904.3a), one at a time (VZ 902.3). */
export const TargetSpec = z
  .object({
    who: Who,
    n: z.number().int().min(1).default(1),
    /** "up to n": fewer (even none) may be chosen. */
    upTo: z.boolean().optional(),
  })
  .strict();
export type TargetSpecT = z.infer<typeof TargetSpec>;

/**
 * Conditions: mission check / clear items (VZ 304.6d; VZ 304.6c the condition icon starts them,
 * shown as ◇), state triggers (VZ 908.5), "if" clauses.
 */
export const Cond = z.discriminatedUnion('c', [
  /** At least n attacks of yours succeeded this turn (VZ 1118.1: a success lasts until the mission phase ends). */
  z.object({ c: z.literal('successes'), n: z.number().int().min(1) }).strict(),
  /** At least n of your characters leveled up this turn (VZ 1002.1). */
  z.object({ c: z.literal('levelUps'), n: z.number().int().min(1) }).strict(),
  /** At least n opposing characters retired by your characters through battle this turn (VZ 1102.2). */
  z.object({ c: z.literal('battleKOs'), n: z.number().int().min(1) }).strict(),
  /** At least n opposing characters retired by effects of your cards this turn (VZ 1103). */
  z.object({ c: z.literal('effectKOs'), n: z.number().int().min(1) }).strict(),
  /** You played at least n events this turn (VZ 102.12). */
  z.object({ c: z.literal('events'), n: z.number().int().min(1) }).strict(),
  /** Count of characters matching `who` compared with n. */
  z
    .object({
      c: z.literal('characters'),
      who: Who,
      atLeast: z.number().int().min(0).optional(),
      atMost: z.number().int().min(0).optional(),
    })
    .strict(),
  z.object({ c: z.literal('energy'), atLeast: z.number().int().min(0) }).strict(),
  z.object({ c: z.literal('trash'), atLeast: z.number().int().min(0) }).strict(),
  z.object({ c: z.literal('handEmpty') }).strict(),
  /** A character of yours has at least n EXP (VZ 512.3a). */
  z.object({ c: z.literal('exp'), atLeast: z.number().int().min(1) }).strict(),
  /** This card's own counter (per-card state) is at least n. */
  z.object({ c: z.literal('counter'), name: z.string(), atLeast: z.number().int().min(1) }).strict(),
]);
export type CondT = z.infer<typeof Cond>;

export interface EffectT {
  op: string;
  [k: string]: any;
}

/** One-shot effects (VZ 902.2a, VZ 910.1) and the creation of continuous ones (VZ 902.2b). */
export const Effect: z.ZodType<EffectT> = z.lazy(() =>
  z.discriminatedUnion('op', [
    // VZ 1106 draw.
    z
      .object({
        op: z.literal('draw'),
        who: z.enum(['you', 'opp']).default('you'),
        n: z.number().int().min(1),
      })
      .strict(),
    // VZ 1101 deal damage.
    z.object({ op: z.literal('damage'), on: Ref, n: z.number().int().min(0) }).strict(),
    // VZ 904.3b: split `total` damage among the chosen targets of slot `target`, each at least 1.
    z
      .object({
        op: z.literal('distribute'),
        target: z.number().int().min(0),
        total: z.number().int().min(1),
      })
      .strict(),
    // VZ 1110 retire.
    z.object({ op: z.literal('retire'), on: Ref }).strict(),
    // VZ 1104 reboot / sleep.
    z.object({ op: z.literal('sleep'), on: Ref }).strict(),
    z.object({ op: z.literal('reboot'), on: Ref }).strict(),
    // VZ 911: continuous effects created by a resolution.
    z.object({ op: z.literal('power'), on: Ref, n: z.number().int(), until: z.enum(DURATIONS) }).strict(),
    // VZ 911.6 "power becomes n".
    z.object({ op: z.literal('setPower'), on: Ref, n: z.number().int(), until: z.enum(DURATIONS) }).strict(),
    // VZ 911.9 "power can't be less than n".
    z.object({ op: z.literal('floor'), on: Ref, n: z.number().int(), until: z.enum(DURATIONS) }).strict(),
    z.object({ op: z.literal('grant'), on: Ref, mark: z.enum(MARKS), until: z.enum(DURATIONS) }).strict(),
    z.object({ op: z.literal('loseAbilities'), on: Ref, until: z.enum(DURATIONS) }).strict(),
    // VZ 1116 slide (the controller picks the empty adjacent area).
    z.object({ op: z.literal('slide'), on: Ref }).strict(),
    // VZ 1115 scout, VZ 1117 reload.
    z.object({ op: z.literal('scout') }).strict(),
    z.object({ op: z.literal('reload') }).strict(),
    // VZ 1111 remove from the game.
    z.object({ op: z.literal('remove'), on: Ref }).strict(),
    // VZ 1112: the top card of your deck (or this card) becomes EXP of `on`.
    z.object({ op: z.literal('exp'), from: z.enum(['deckTop', 'self']), on: Ref }).strict(),
    // VZ 1113: check one of your missions (no check conditions needed); VZ 1114: complete one checked mission.
    z.object({ op: z.literal('checkMission') }).strict(),
    z.object({ op: z.literal('clearMission') }).strict(),
    // Back to the owner's hand.
    z.object({ op: z.literal('toHand'), on: Ref }).strict(),
    // VZ 506.3: put n of your energy into your hand.
    z.object({ op: z.literal('energyToHand'), n: z.number().int().min(1) }).strict(),
    // VZ 504.4: put up to n cards from the top of your deck into your energy zone.
    z.object({ op: z.literal('deckToEnergy'), upTo: z.number().int().min(1) }).strict(),
    // VZ 102.10, VZ 1108, VZ 1105: look for a card in your deck, reveal it, put it into your hand, shuffle.
    z
      .object({
        op: z.literal('search'),
        kind: z.enum(['character', 'event']).optional(),
        feature: z.string().optional(),
        /**
         * VZ 301.3: a name in 「」 — here a part of the name: cards whose name contains it (the zh
         * name decides, the seed's language; `en` is how the text says it).
         */
        named: z
          .object({ zh: z.string().min(1), en: z.string().min(1) })
          .strict()
          .optional(),
      })
      .strict(),
    // Each chosen player puts n cards from their hand into their trash.
    z
      .object({ op: z.literal('discard'), who: z.enum(['you', 'opp', 'both']), n: z.number().int().min(1) })
      .strict(),
    // VZ 908.4: a delayed triggered ability.
    z
      .object({
        op: z.literal('delayed'),
        at: z.enum(['nextMissionPhase', 'nextMainPhase', 'endOfTurn']),
        fx: z.array(Effect).min(1),
      })
      .strict(),
    // VZ 1107: choose one of several modes.
    z
      .object({
        op: z.literal('choose'),
        modes: z.array(z.object({ label: Text, fx: z.array(Effect).min(1) }).strict()).min(2),
      })
      .strict(),
    z.object({ op: z.literal('if'), cond: Cond, fx: z.array(Effect).min(1) }).strict(),
    // VZ 102.11: choose a number from 0 to max (card code reads it).
    z.object({ op: z.literal('chooseNumber'), max: z.number().int().min(0) }).strict(),
    // Add n to this card's own counter (per-card state, namespaced by card).
    z.object({ op: z.literal('counter'), name: z.string(), n: z.number().int() }).strict(),
    // Where the vocabulary ends: a function of the card file.
    z.object({ op: z.literal('code'), name: z.string() }).strict(),
  ]),
);

/** Continuous effects of static abilities (VZ 901.2c) and replacement effects (VZ 902.2c). */
export const Static = z.discriminatedUnion('st', [
  // Numeric (VZ 911.1c).
  z.object({ st: z.literal('power'), who: Who, n: z.number().int() }).strict(),
  /** +n for each card counted by `per` (same name in your trash VZ 1119.1, this card's EXP VZ 512.3a, your other characters). */
  z
    .object({
      st: z.literal('powerPer'),
      who: Who,
      n: z.number().int(),
      per: z.enum(['sameNameInTrash', 'exp', 'otherOwnCharacters']),
    })
    .strict(),
  z.object({ st: z.literal('floor'), who: Who, n: z.number().int() }).strict(),
  // Non-numeric (VZ 911.1b).
  z.object({ st: z.literal('feature'), who: Who, feature: z.string() }).strict(),
  z.object({ st: z.literal('mark'), who: Who, mark: z.enum(MARKS) }).strict(),
  z.object({ st: z.literal('loseAbilities'), who: Who }).strict(),
  /** VZ 911.7: unaffected by the opponent's continuous effects. */
  z.object({ st: z.literal('immune'), who: Who }).strict(),
  /** VZ 905.2c: the energy cost to play cards of `kind` by `player` changes by n. */
  z
    .object({
      st: z.literal('cost'),
      player: z.enum(['you', 'opp']),
      kind: z.enum(['character', 'event', 'any']),
      n: z.number().int(),
    })
    .strict(),
  /** VZ 912: if a character matching `who` would retire, it goes to `instead` (replacement). */
  z.object({ st: z.literal('replaceRetire'), who: Who, instead: z.enum(['hand', 'deckBottom']) }).strict(),
]);
export type StaticT = z.infer<typeof Static>;

/** Costs (VZ 904.2f, VZ 905, VZ 907.1a). */
export const Cost = z
  .object({
    /** VZ 905.1 energy cost (VZ 905.2b: the number after the Cost icon). */
    energy: z.number().int().min(0).default(0),
    /** VZ 907.1a the sleep icon: sleep this card. */
    sleepSelf: z.boolean().optional(),
    /** Put n cards from your hand into your trash (VZ 508.3: not from the Keep). */
    discard: z.number().int().min(1).optional(),
    /** Put this card into your trash (abilities from hand, Keep or area). */
    trashSelf: z.boolean().optional(),
    /** Remove this card from the game (abilities from the trash). */
    removeSelf: z.boolean().optional(),
    /** Retire n of your characters. */
    retireOwn: z.number().int().min(1).optional(),
  })
  .strict();
export type CostT = z.infer<typeof Cost>;

export const TRIGGERS = [
  'enter', // VZ 1109.1 this character enters an area
  'attack', // VZ 802.1c this character attacks
  'anyAttack', // VZ 802.1c a character of yours attacks
  'success', // VZ 806.3 this character's attack succeeds
  'retire', // VZ 908.3d this character retires
  'toTrash', // VZ 908.3c whenever a card is put into your trash (once per card)
  'otherToTrash', // VZ 908.3b whenever another card is put into the trash this card is in
  'state', // VZ 908.5 a state trigger
  'gameStart', // VZ 702.1
  'startDraw', // VZ 702.1 your start-draw phase begins
  'main', // VZ 703.1 your main phase begins
  'missionPhase', // VZ 704.1 your mission phase begins
  'charge', // VZ 705.1 your charge phase begins
  'endDraw', // VZ 706.1 your end-draw phase begins
  'checked', // VZ 1113.2 this mission is checked
] as const;
export type TriggerOn = (typeof TRIGGERS)[number];

const Zone = z.enum(ACTIVE_ZONES);
const Modes = z.array(Effect).min(1);

/**
 * VZ 901.1 abilities are the instructions of card text; VZ 901.2 four kinds; VZ 304.2 each icon starts
 * a separate ability (one entry each). VZ 304.4a `zone` is the active-zone icon, VZ 304.4b `cost` the
 * Cost icon, VZ 304.4c `on` the trigger icon, VZ 304.4d `fx` the effect icon (VZ 902.1); VZ 304.4
 * the icons themselves are shown as words (decisions D9). VZ 902.2 effects are one-shot (`Effect`),
 * continuous (created by `power`, `setPower` … or static) or replacement (`replaceRetire`).
 */
export const Ability = z.discriminatedUnion('type', [
  // VZ 901.2a, VZ 907.1a: activated. `cost` with several options: choose one (VZ 904.2c).
  z
    .object({
      type: z.literal('act'),
      zone: Zone.optional(),
      cost: z.union([Cost, z.object({ anyOf: z.array(Cost).min(2) }).strict()]),
      targets: z.array(TargetSpec).default([]),
      fx: Modes,
    })
    .strict(),
  // VZ 901.2b, VZ 908.1a: triggered.
  z
    .object({
      type: z.literal('auto'),
      zone: Zone.optional(),
      on: z.enum(TRIGGERS),
      cond: Cond.optional(),
      /**
       * For zone-change triggers (`toTrash`): only a moved character card whose power, read as
       * VZ 908.3a says, is at least this.
       */
      moved: z
        .object({ powerAtLeast: z.number().int().min(0) })
        .strict()
        .optional(),
      /** "you may": its controller chooses whether to resolve it (VZ 908.2 "若无特别说明"). */
      may: z.boolean().optional(),
      targets: z.array(TargetSpec).default([]),
      fx: Modes,
    })
    .strict(),
  // VZ 901.2c: static.
  z.object({ type: z.literal('static'), zone: Zone.optional(), st: Static, cond: Cond.optional() }).strict(),
  // VZ 901.2d, VZ 909: event abilities, in text order. `requires`: targets that must exist to play
  // the card (VZ 904.2g), chosen when it is played.
  z
    .object({
      type: z.literal('event'),
      requires: z.array(TargetSpec).default([]),
      targets: z.array(TargetSpec).default([]),
      fx: Modes,
    })
    .strict(),
  // VZ 1201: Accel, an activated keyword ability (sleep this card).
  z
    .object({ type: z.literal('accel'), feature: z.string().optional(), account: z.string().optional() })
    .strict()
    .refine((a) => a.feature !== undefined || a.account !== undefined, {
      message: 'Accel names a feature or an account info',
    }),
]);
export type AbilityT = z.infer<typeof Ability>;

export const CardData = z
  .object({
    id: z.string().regex(/^VZ-[ACEM]\d{2}$/),
    kind: z.enum(KINDS),
    name: Text,
    cost: z.number().int().min(0).optional(),
    power: z.number().int().optional(),
    missionInfo: z.enum(MISSION_INFO).optional(),
    feature: z.string().optional(),
    accountInfo: z.string().optional(),
    marks: z.array(z.enum(MARKS)).default([]),
    abilities: z.array(Ability).default([]),
    /** VZ 304.6a: check conditions; VZ 304.6b: clear conditions (missions only). */
    check: z.array(Cond).optional(),
    clear: z.array(Cond).optional(),
    /** The ability text in our own words (VZ 304.1), zh and en. */
    text: Text,
    /** VZ 309: no rules meaning. */
    flavor: Text.optional(),
  })
  .strict()
  .superRefine((c, issue) => {
    const need = (ok: boolean, message: string) => {
      if (!ok) issue.addIssue({ code: 'custom', message });
    };
    // VZ 303.1 / VZ 305.1: only characters have power; characters and events have a cost.
    need(c.kind === 'character' || c.power === undefined, 'only characters have power (VZ 305.1)');
    if (c.kind === 'character')
      need(c.power !== undefined && c.cost !== undefined, 'a character has cost and power');
    if (c.kind === 'event') need(c.cost !== undefined, 'an event has a cost (VZ 303.1)');
    if (c.kind === 'character' || c.kind === 'event') {
      need(c.missionInfo !== undefined, 'a main-deck card has mission info (VZ 306.1)');
      if (c.missionInfo !== 'any')
        need(
          c.feature !== undefined && c.accountInfo !== undefined,
          'without the wildcard it needs feature and account info',
        );
    }
    if (c.kind === 'mission') {
      need(
        c.check !== undefined && c.clear !== undefined,
        'a mission has check and clear conditions (VZ 304.6)',
      );
      need(
        c.missionInfo !== undefined && c.missionInfo !== 'any',
        'a mission has mission info, never the wildcard',
      );
      need(c.feature !== undefined && c.accountInfo !== undefined, 'a mission has feature and account info');
    }
    if (c.kind === 'account') need(c.accountInfo !== undefined, 'an account has account info (VZ 308.1)');
    if (c.kind !== 'mission')
      need(c.check === undefined && c.clear === undefined, 'only missions have check/clear');
    if (c.kind !== 'event')
      need(!c.abilities.some((a) => a.type === 'event'), 'only events have event abilities');
    // Characters carry marks; an event may carry the Scout mark (VZ 804.2b, VZ 1115.1: "a card with the Scout mark").
    if (c.kind === 'event')
      need(
        c.marks.every((m) => m === 'scout'),
        'an event can only carry the Scout mark',
      );
    else if (c.kind !== 'character') need(c.marks.length === 0, 'only characters and events carry marks');
  });
export type CardDataT = z.infer<typeof CardData>;

/** What card code receives when an `{op:'code'}` effect runs. */
export interface CodeCall {
  ctx: Ctx<any>;
  /** The source object (or its last known id). */
  source: ObjId;
  controller: PlayerId;
  /** Chosen targets, by slot. */
  targets: ObjId[][];
  /** The triggering event, if any. */
  event?: any;
  /** The number chosen by an earlier `chooseNumber` effect (VZ 102.11). */
  number?: number;
}

/** Card code: runs synchronously, or returns a procedure call to make (name, data). */
export type CardCode = (call: CodeCall) => undefined | { call: string; d: any };

export interface CardModule {
  data: CardDataT;
  /** Functions named by `{op:'code'}` effects, where the vocabulary ends. */
  code?: Record<string, CardCode>;
  /** Names of the per-card state keys this card keeps in `obj.data.cardState` (documentation and checks). */
  state?: readonly string[];
}

/** Validate a card file's data; a bad card is one line naming the card and the first problem. */
export function defineCard(input: {
  data: unknown;
  code?: Record<string, CardCode>;
  state?: readonly string[];
}): CardModule {
  const r = CardData.safeParse(input.data);
  if (!r.success) {
    const id = (input.data as { id?: unknown })?.id;
    const issue = r.error.issues[0];
    throw new Error(`card ${String(id).slice(0, 40)}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  const codes = new Set<string>();
  const walk = (fx: EffectT[]) => {
    for (const e of fx) {
      if (e.op === 'code') codes.add(e.name);
      if (e.fx) walk(e.fx);
      if (e.modes) for (const m of e.modes) walk(m.fx);
    }
  };
  for (const a of r.data.abilities) if ('fx' in a) walk(a.fx);
  for (const a of r.data.abilities)
    if (a.type === 'auto' && a.moved && a.on !== 'toTrash')
      throw new Error(
        `card ${r.data.id}: "moved" reads a moved card, so it needs a zone-change trigger (toTrash)`,
      );
  for (const name of codes) {
    if (!input.code?.[name])
      throw new Error(`card ${r.data.id}: effect code "${name}" is not defined in the card file`);
  }
  // Frozen: rules put parts of it (effects, target specs) in frames, which may then share them.
  return { data: deepFreeze(r.data), code: input.code, state: input.state };
}
