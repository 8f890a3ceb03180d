/**
 * Card definitions are validated data (FFTCG 5.2). Behaviour is written in a small effect
 * vocabulary interpreted by src/rules/11-effects.ts. Scenario files use the same schema for
 * their inline cards.
 */
import * as z from 'zod';

// FFTCG 5.1: a card is a definition that passes this schema. FFTCG 5.2.1.1: eight elements.
// FFTCG 5.2.1.2: the cost is the CP needed to play it. FFTCG 5.2.2.1: the name; `generic` is the
// generic icon; `ex` the EX icon. FFTCG 5.2.2.2, FFTCG 6.6.1, FFTCG 6.6.2, FFTCG 6.6.3, FFTCG 6.6.4: type and job are its categories.
// FFTCG 5.2.3.1, FFTCG 5.2.3.1.1: Forwards, Backups and Monsters are characters; FFTCG 5.2.3.1.1.1: they go on the field;
// FFTCG 5.2.3.1.1.2: Forwards attack and block; FFTCG 5.2.3.1.1.3: Backups dull for 1 CP; FFTCG 5.2.3.1.1.4: characters have jobs;
// FFTCG 5.2.3.1.2, FFTCG 5.2.3.1.2.1: Summons are one-shot cards that go to the Break Zone. FFTCG 5.2.4.1: `text` is the
// description; 'self' in the vocabulary is the card itself. FFTCG 5.2.5.1: `id` is the card number.
// FFTCG 5.2.6.1: only Forwards have power. FFTCG 11.5.1, FFTCG 11.5.2: the ability kinds below; FFTCG 11.5.3: one entry
// per ability; FFTCG 11.5.4: an ability's cost is part of it. FFTCG 11.6.2, FFTCG 11.7.2: cost then effect.
export const ELEMENTS = ['fire', 'ice', 'wind', 'earth', 'lightning', 'water', 'light', 'dark'] as const;
export const Element = z.enum(ELEMENTS);
export type El = z.infer<typeof Element>;

// FFTCG 15.2.1.1, FFTCG 15.2.2.1, FFTCG 15.2.4.1, FFTCG 15.2.5.1, FFTCG 15.2.6.1: keywords are field abilities.
export const KEYWORDS = ['brave', 'haste', 'firstStrike', 'backAttack'] as const;
export const Keyword = z.enum(KEYWORDS);
export type Kw = z.infer<typeof Keyword>;

const Text = z.object({ zh: z.string().min(1), en: z.string().min(1) }).strict();

/** Which objects on the field a target or a mass effect may pick. */
export const Filter = z
  .object({
    side: z.enum(['opp', 'you', 'any']).default('any'),
    type: z.enum(['forward', 'backup', 'monster', 'character']).default('forward'),
    costMax: z.number().int().optional(),
    costMin: z.number().int().optional(),
    powerMax: z.number().int().optional(),
    dull: z.boolean().optional(),
    job: z.string().optional(),
    notSelf: z.boolean().optional(),
  })
  .strict();
export type FilterT = z.infer<typeof Filter>;

export const TargetSpec = z
  .object({ f: Filter, n: z.number().int().min(1).default(1), upTo: z.boolean().optional() })
  .strict();
export type TargetSpecT = z.infer<typeof TargetSpec>;

/** What an effect acts on: a target slot chosen on declaration, or a fixed group. */
export const Ref = z.union([
  z.number().int().min(0),
  z.enum(['self', 'it', 'oppForwards', 'yourForwards', 'allForwards']),
]);
export type RefT = z.infer<typeof Ref>;

const Amount = z.union([z.number().int(), z.object({ x: z.number().int() }).strict()]);

export interface EffectT {
  op: string;
  [k: string]: any;
}

export const Effect: z.ZodType<EffectT> = z.lazy(() =>
  z.discriminatedUnion('op', [
    z.object({ op: z.literal('damage'), t: Ref, n: Amount, ifDull: z.number().int().optional() }).strict(),
    z.object({ op: z.literal('break'), t: Ref }).strict(),
    z.object({ op: z.literal('dull'), t: Ref }).strict(),
    z.object({ op: z.literal('freeze'), t: Ref }).strict(),
    z.object({ op: z.literal('activate'), t: Ref }).strict(),
    z.object({ op: z.literal('bounce'), t: Ref }).strict(),
    z.object({ op: z.literal('remove'), t: Ref }).strict(),
    z.object({ op: z.literal('control'), t: Ref }).strict(),
    z.object({ op: z.literal('power'), t: Ref, n: z.number().int() }).strict(),
    z.object({ op: z.literal('setPower'), t: Ref, n: z.number().int() }).strict(),
    z.object({ op: z.literal('grant'), t: Ref, kw: Keyword }).strict(),
    z.object({ op: z.literal('lose'), t: Ref }).strict(),
    z.object({ op: z.literal('become'), t: z.literal('self'), power: z.number().int() }).strict(),
    z.object({ op: z.literal('counter'), t: Ref, name: z.string(), n: z.number().int() }).strict(),
    z.object({ op: z.literal('draw'), who: z.enum(['you', 'opp']), n: z.number().int().min(1) }).strict(),
    z.object({ op: z.literal('discard'), who: z.enum(['you', 'opp']), n: z.number().int().min(1) }).strict(),
    z.object({ op: z.literal('pdmg'), who: z.enum(['you', 'opp']), n: z.number().int().min(1) }).strict(),
    z
      .object({
        op: z.literal('search'),
        type: z.enum(['forward', 'backup', 'monster', 'summon']).optional(),
        element: Element.optional(),
        costMax: z.number().int().optional(),
      })
      .strict(),
    z.object({ op: z.literal('distribute'), slot: z.number().int().min(0) }).strict(),
    z.object({ op: z.literal('delay'), at: z.literal('end'), fx: z.array(Effect).min(1) }).strict(),
    z.object({ op: z.literal('recur') }).strict(),
  ]),
);

export const Static = z.discriminatedUnion('op', [
  z
    .object({
      op: z.literal('power'),
      who: z.enum(['self', 'others', 'allies']),
      job: z.string().optional(),
      n: z.number().int(),
      perCounter: z.string().optional(),
      /** Only Forwards whose power is at most this (as computed so far) are affected. */
      powerMax: z.number().int().optional(),
    })
    .strict(),
  z.object({ op: z.literal('kw'), who: z.enum(['self', 'others', 'allies']), kw: Keyword }).strict(),
  /** Can't be blocked by a Forward of cost n or more (FFTCG 10.1.3.1.2). */
  z.object({ op: z.literal('unblk'), n: z.number().int() }).strict(),
  /** Must attack if able (FFTCG 10.1.2.1.3). */
  z.object({ op: z.literal('mustAttack') }).strict(),
  /** Replacement: damage to these Forwards is reduced by n (FFTCG 11.12.5). */
  z.object({ op: z.literal('reduce'), who: z.enum(['self', 'allies']), n: z.number().int() }).strict(),
  /** Replacement: damage to these Forwards is halved, rounded up (FFTCG 11.12.5, FFTCG 4.2). */
  z.object({ op: z.literal('halve'), who: z.enum(['self', 'allies']) }).strict(),
]);
export type StaticT = z.infer<typeof Static>;

export const Cost = z
  .object({
    cp: z.number().int().min(0).default(0),
    /** Elements the CP must include, one entry per CP (FFTCG 11.6.2.1). */
    els: z.array(Element).default([]),
    /** The dull icon: dull this character (FFTCG 11.6.2.2). */
    dull: z.boolean().optional(),
    /** Put this character into the Break Zone. */
    brk: z.boolean().optional(),
    /** Remove counters from this character (FFTCG 15.1.1.10). */
    ctr: z
      .object({ name: z.string(), n: z.number().int().min(1) })
      .strict()
      .optional(),
  })
  .strict();
export type CostT = z.infer<typeof Cost>;

export const TRIGGERS = [
  'enter',
  'allyEnter',
  'attack',
  'block',
  'broken',
  'leave',
  'pdmg',
  'mainStart',
  'endStart',
  'summon',
  'state',
] as const;

export const Cond = z
  .object({
    dmgMin: z.number().int().optional(),
    backupsMin: z.number().int().optional(),
    handEmpty: z.boolean().optional(),
  })
  .strict();
export type CondT = z.infer<typeof Cond>;

const Mode = z
  .object({ label: Text, tg: z.array(TargetSpec).default([]), fx: z.array(Effect).min(1) })
  .strict();

export const Ability = z.discriminatedUnion('k', [
  z.object({ k: z.literal('field'), st: Static }).strict(),
  /** "Damage N —": gains the statics while its controller has N or more damage (FFTCG 15.2.6). */
  z.object({ k: z.literal('dmgx'), n: z.number().int().min(1), st: z.array(Static).min(1) }).strict(),
  z
    .object({
      k: z.literal('auto'),
      on: z.enum(TRIGGERS),
      f: Filter.optional(),
      cond: Cond.optional(),
      may: z.boolean().optional(),
      tg: z.array(TargetSpec).default([]),
      fx: z.array(Effect).min(1),
    })
    .strict(),
  z
    .object({
      k: z.literal('action'),
      cost: Cost,
      tg: z.array(TargetSpec).default([]),
      fx: z.array(Effect).min(1),
    })
    .strict(),
  z
    .object({
      k: z.literal('special'),
      sname: Text,
      cost: Cost,
      tg: z.array(TargetSpec).default([]),
      fx: z.array(Effect).min(1),
    })
    .strict(),
  z.object({ k: z.literal('ex'), tg: z.array(TargetSpec).default([]), fx: z.array(Effect).min(1) }).strict(),
]);
export type AbilityT = z.infer<typeof Ability>;

export const Play = z
  .object({
    tg: z.array(TargetSpec).default([]),
    modes: z.array(Mode).optional(),
    fx: z.array(Effect).default([]),
    /** Distribute `total` among the targets of slot `slot`, at least `step` each (FFTCG 11.3.6). */
    dist: z
      .object({ slot: z.number().int(), total: z.number().int(), step: z.number().int() })
      .strict()
      .optional(),
  })
  .strict();
export type PlayT = z.infer<typeof Play>;

export const CardSchema = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]+$/),
    name: Text,
    type: z.enum(['forward', 'backup', 'monster', 'summon']),
    els: z.array(Element).min(1),
    cost: z.number().int().min(0),
    /** The cost includes a variable X chosen by the player (FFTCG 4.5, FFTCG 11.3.5). */
    x: z.boolean().optional(),
    power: z.number().int().optional(),
    job: z.string().optional(),
    generic: z.boolean().optional(),
    party: z.boolean().optional(),
    ex: z.boolean().optional(),
    kw: z.array(Keyword).default([]),
    ab: z.array(Ability).default([]),
    play: Play.optional(),
    text: Text,
  })
  .strict()
  .superRefine((c, ctx) => {
    if (c.type === 'forward' && c.power === undefined)
      ctx.addIssue({ code: 'custom', message: `${c.id}: a Forward needs power (FFTCG 5.2.6)` });
    if (c.type !== 'forward' && c.power !== undefined)
      ctx.addIssue({ code: 'custom', message: `${c.id}: only Forwards have power (FFTCG 5.2.6.1)` });
    if (c.type === 'summon' && !c.play)
      ctx.addIssue({ code: 'custom', message: `${c.id}: a Summon needs a play effect` });
    if (c.type !== 'summon' && c.play)
      ctx.addIssue({ code: 'custom', message: `${c.id}: only Summons have a play effect` });
    if ((c.els.includes('light') || c.els.includes('dark')) && c.els.length > 1)
      ctx.addIssue({ code: 'custom', message: `${c.id}: Light and Dark cards have one element` });
  });
export type CardDef = z.infer<typeof CardSchema>;
