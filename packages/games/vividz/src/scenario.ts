/**
 * A Vividz board as data (validated with zod): what scenario files and tests start from. Documented
 * in docs/README.md.
 */
import { type Ctx, InputError, type ObjId } from '@arbiter/kernel';
import * as z from 'zod';
import { cardModule, registerInline } from './cards/registry.ts';
import { addZones } from './rules/0501-zones.ts';
import { freshG } from './rules/0601-setup.ts';
import { charsOf, powerOf } from './rules/0911-continuous.ts';
import type { G, Lane, PlayerZone } from './state.ts';
import { zoneOf } from './state.ts';

const Placed = z.union([
  z.string(),
  z
    .object({
      card: z.string(),
      tag: z.string().optional(),
      sleep: z.boolean().optional(),
      damage: z.number().int().min(0).optional(),
      lvup: z.boolean().optional(),
      faceDown: z.boolean().optional(),
    })
    .strict(),
]);
type PlacedT = z.infer<typeof Placed>;

const PlayerBoard = z
  .object({
    account: Placed.optional(),
    /** Missions in slots 1–3 (face up unless `faceDown`; `sleep` = checked). */
    missions: z.array(Placed).max(3).default([]),
    /** Characters by lane (1–3): one card or several (oldest first). */
    area: z.partialRecord(z.enum(['1', '2', '3']), z.union([Placed, z.array(Placed)])).default({}),
    hand: z.array(Placed).default([]),
    /** Deck from bottom to top (the last is the top card). */
    deck: z.array(Placed).default([]),
    trash: z.array(Placed).default([]),
    /** Energy cards, or a number of filler cards. */
    energy: z.union([z.array(Placed), z.number().int().min(0)]).default(0),
    keep: z.array(Placed).default([]),
    remove: z.array(Placed).default([]),
  })
  .strict();

export const BoardSchema = z
  .object({
    turn: z.number().int().min(1).default(3),
    turnPlayer: z.number().int().min(0).max(1).default(0),
    phase: z.enum(['start-draw', 'main', 'mission', 'charge', 'end-draw']).default('main'),
    players: z.array(PlayerBoard).length(2),
  })
  .strict();
export type Board = z.input<typeof BoardSchema>;

/** The card used for "n energy" in boards (a vanilla wildcard character). */
export const FILLER = 'VZ-C01';

/** Build the board: zones, cards and `g`. Returns tagged object ids. */
export function buildBoard(
  ctx: Ctx<G>,
  input: unknown,
  inlineCards: readonly unknown[] = [],
): Record<string, ObjId> {
  try {
    registerInline(inlineCards);
  } catch (e) {
    throw new InputError(`cards: ${(e as Error).message}`);
  }
  const r = BoardSchema.safeParse(input);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new InputError(`setup: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  const board = r.data;
  const g = freshG();
  g.turn = board.turn;
  g.turnPlayer = board.turnPlayer;
  g.firstPlayer = board.turn % 2 === 1 ? board.turnPlayer : 1 - board.turnPlayer;
  g.phase = board.phase;
  ctx.state.g = g;
  addZones(ctx);
  const tags: Record<string, ObjId> = {};
  const put = (p: number, zone: PlayerZone, spec: PlacedT, extra: Record<string, unknown> = {}) => {
    const s = typeof spec === 'string' ? { card: spec } : spec;
    if (!cardModule(s.card)) throw new InputError(`setup: unknown card ${s.card.slice(0, 40)}`);
    const data: Record<string, unknown> = { ...extra };
    if (s.sleep) data.sleep = true;
    if (s.damage) data.damage = s.damage;
    if (s.lvup) data.lvup = true;
    const faceDown = s.faceDown ?? zone === 'deck';
    const o = ctx.create(s.card, p, zoneOf(p, zone), data, { faceDown });
    if (s.tag) tags[s.tag] = o.id;
    return o.id;
  };
  board.players.forEach((pb, p) => {
    if (pb.account) put(p, 'account', pb.account);
    pb.missions.forEach((m, slot) => {
      put(p, 'mission', m, { slot });
    });
    for (const [laneName, specs] of Object.entries(pb.area)) {
      const lane = (Number(laneName) - 1) as Lane;
      for (const s of Array.isArray(specs) ? specs : [specs]) put(p, 'area', s, { lane });
    }
    for (const s of pb.deck) put(p, 'deck', s);
    for (const s of pb.hand) put(p, 'hand', s);
    for (const s of pb.trash) put(p, 'trash', s);
    for (const s of pb.keep) put(p, 'keep', s);
    for (const s of pb.remove) put(p, 'remove', s);
    const energy =
      typeof pb.energy === 'number' ? Array.from({ length: pb.energy }, () => FILLER) : pb.energy;
    for (const s of energy) put(p, 'energy', s);
  });
  return tags;
}

export const SCENARIO = {
  applySetup(ctx: Ctx<G>, setup: unknown, inlineCards: readonly unknown[]): void {
    buildBoard(ctx, setup, inlineCards);
    // The game loop (priority windows, settle loop) waits for the kernel services; scenarios that
    // need play cannot run yet.
    throw new InputError('vividz scenarios need the game loop, which waits for the kernel services');
  },
  characteristic(state: import('./state.ts').VzState, obj: ObjId, name: string): unknown {
    if (name === 'power') return powerOf(state, obj);
    const c = charsOf(state, obj);
    if (!c) return undefined;
    return (c as unknown as Record<string, unknown>)[name];
  },
};
