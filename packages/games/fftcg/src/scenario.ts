/**
 * Scenario support: a board described as data (validated with zod), and computed values for
 * expectations.
 */
import { type Ctx, InputError, type ObjId, type State } from '@arbiter/kernel';
import * as z from 'zod';
import { CARDS, registerCards } from './cards/cards.ts';
import { KEYWORDS } from './cards/schema.ts';
import { addZones, freshG } from './rules/08-setup.ts';
import { ch, clearStaticCache } from './rules/11-layers.ts';
import type { G } from './state.ts';
import { CATALOG } from './text/catalog.ts';

const CardRef = z.union([
  z.string(),
  z
    .object({
      card: z.string(),
      tag: z.string().optional(),
      dull: z.boolean().optional(),
      dmg: z.number().int().min(0).optional(),
      frozen: z.boolean().optional(),
      ctr: z.record(z.string(), z.number().int()).optional(),
      /** Entered this turn (not controlled since the start of the turn). */
      sick: z.boolean().optional(),
      /** Controlled by this player but owned by the other. */
      stolen: z.boolean().optional(),
    })
    .strict(),
]);

const PlayerSetup = z
  .object({
    hand: z.array(CardRef).default([]),
    field: z.array(CardRef).default([]),
    /** Deck from bottom to top (the last is drawn first). */
    deck: z.array(CardRef).default([]),
    damage: z.array(CardRef).default([]),
    break: z.array(CardRef).default([]),
  })
  .strict();

/**
 * Add card definitions (a scenario's inline cards, or a card file of one's own: `arbiter simulate
 * fftcg --cards FILE`), checked with the schema of the game's card file. A bad card is an
 * InputError of one line (`what`, then where and why), and then no card is added.
 */
export function addCards(raws: readonly unknown[], what: string): void {
  try {
    registerCards(raws);
  } catch (e) {
    // One line: the first problem and where it is (zod's own message is a JSON list).
    const issue = e instanceof z.ZodError ? e.issues[0] : undefined;
    const why = issue
      ? `${issue.path.join('.') || '(card)'}: ${issue.message}`
      : (e as Error).message.split('\n')[0];
    throw new InputError(`${what}: ${why}`);
  }
  clearStaticCache();
  for (const c of Object.values(CARDS))
    c.play?.modes?.forEach((m, i) => {
      CATALOG[`fftcg.mode.${c.id}.${i}`] = m.label;
    });
}

export const SetupSchema = z
  .object({
    format: z.enum(['constructed', 'limited']).default('constructed'),
    turn: z.number().int().min(1).default(3),
    turnPlayer: z.number().int().min(0).max(1).default(0),
    /** Where play begins: the start of a turn, Main Phase 1, or the attack phase. */
    start: z.enum(['turn', 'main1', 'attack', 'main2']).default('main1'),
    players: z.array(PlayerSetup).length(2),
    /** Ask for priority even when passing is the only possible answer. */
    hold: z.boolean().default(false),
  })
  .strict();

export const SCENARIO = {
  characteristics: [
    'power',
    'type',
    'keywords',
    'cost',
    'damage',
    'dull',
    'frozen',
    'controller',
    'owner',
    'zone',
    'counters',
    'noText',
  ],
  applySetup(ctx: Ctx<G>, setup: unknown, inlineCards: readonly unknown[]): void {
    addCards(inlineCards, 'fftcg scenario: bad inline card');
    const r = SetupSchema.safeParse(setup);
    if (!r.success) {
      const issue = r.error.issues[0];
      throw new InputError(`fftcg scenario setup: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    }
    const s = r.data;
    const g = freshG(s.format === 'limited' ? 'l' : 'c');
    g.turn = s.turn;
    g.tp = s.turnPlayer;
    if (s.hold) g.hold = 1;
    g.first = s.turn % 2 === 1 ? s.turnPlayer : 1 - s.turnPlayer;
    ctx.state.g = g;
    addZones(ctx);
    s.players.forEach((ps, p) => {
      for (const zone of ['deck', 'hand', 'damage', 'break', 'field'] as const) {
        for (const ref of ps[zone]) {
          const spec = typeof ref === 'string' ? { card: ref } : ref;
          if (!CARDS[spec.card])
            throw new InputError(`fftcg scenario: player ${p} ${zone}: unknown card "${spec.card}"`);
          const data: Record<string, unknown> = {};
          if (spec.tag) data.tag = spec.tag;
          let owner = p;
          if (zone === 'field') {
            const ct = CARDS[spec.card].type;
            if (ct === 'summon')
              throw new InputError(`fftcg scenario: a Summon (${spec.card}) cannot be on the field`);
            data.controlledSince = spec.sick ? s.turn : s.turn - 1;
            if (spec.dull) data.dull = 1;
            if (spec.dmg) data.damage = spec.dmg;
            if (spec.frozen) data.frozen = 1;
            if (spec.ctr) data.counters = { ...spec.ctr };
            if (spec.stolen) owner = 1 - p;
          }
          ctx.create(spec.card, owner, `p${p}:${zone}`, data, { controller: p });
        }
      }
    });
    ctx.state.flow.push({ proc: 'fftcg.game', step: 11, d: { m: 2 } });
    const step = { turn: 0, main1: 10, attack: 11, main2: 12 }[s.start];
    if (s.start === 'turn') g.turn = s.turn - 1;
    ctx.state.flow.push({ proc: 'fftcg.turn', step, d: {} });
    g.phase = s.start === 'turn' ? 'setup' : s.start;
  },
  characteristic(state: State<G>, obj: ObjId, name: string): unknown {
    const o = state.objects[obj];
    if (!o) return undefined;
    const c = ch(state, obj);
    switch (name) {
      case 'power':
        return c?.power;
      case 'type':
        return c ? ['forward', 'backup', 'monster'][c.typeCode] : CARDS[o.card].type;
      case 'keywords':
        return c ? KEYWORDS.filter((_k, i) => c.keywordBits & (1 << i)) : [];
      case 'cost':
        return c?.cost ?? CARDS[o.card].cost;
      case 'damage':
        return o.data.damage ?? 0;
      case 'dull':
        return !!o.data.dull;
      case 'frozen':
        return !!o.data.frozen;
      case 'controller':
        return o.controller;
      case 'owner':
        return o.owner;
      case 'zone':
        return o.zone;
      case 'counters':
        return o.data.counters ?? {};
      case 'noText':
        return c?.noText ?? false;
      default:
        return undefined;
    }
  },
};
