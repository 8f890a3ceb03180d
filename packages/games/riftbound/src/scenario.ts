/**
 * Scenario support (docs/scenarios.md; this game's setup schema in docs/decisions.md): a scenario's
 * `setup` is a board stated as data — battlefields and who controls them, points, whose turn, and
 * each player's cards by zone with their status. The same builder makes the boards of the tests.
 */
import { type Ctx, InputError, type ObjId, type State } from '@arbiter/kernel';
import * as z from 'zod';
import { CARDS } from './cards/registry.ts';
import { createZones } from './rules/105-zones.ts';
import { initialGame } from './rules/110-setup.ts';
import { characteristics } from './rules/450-layers.ts';
import type { ObjData, RbGame } from './state.ts';
import { isLocation, Z } from './state.ts';

const cardId = z.string().refine((c) => CARDS[c] !== undefined, { message: 'unknown card' });

/** A card placed on the board: an id, or an id with its status and a tag for expectations. */
export const Placed = z.union([
  cardId,
  z
    .object({
      card: cardId,
      as: z.string().optional(),
      tag: z.string().optional(),
      exhausted: z.literal(true).optional(),
      damage: z.number().int().min(1).optional(),
      buff: z.literal(1).optional(),
      stunned: z.literal(true).optional(),
      designation: z.enum(['attacker', 'defender']).optional(),
      token: z.literal(true).optional(),
    })
    .strict(),
]);
export type Placed = z.input<typeof Placed>;

const PlayerSetup = z
  .object({
    base: z.array(Placed).optional(),
    bf0: z.array(Placed).optional(),
    bf1: z.array(Placed).optional(),
    hand: z.array(Placed).optional(),
    deck: z.array(Placed).optional(),
    trash: z.array(Placed).optional(),
    runes: z.array(Placed).optional(),
    runeDeck: z.array(Placed).optional(),
    legend: Placed.optional(),
    champion: Placed.optional(),
    facedown0: Placed.optional(),
    facedown1: Placed.optional(),
  })
  .strict();
export type PlayerSetup = z.input<typeof PlayerSetup>;

const battlefieldId = cardId.refine((c) => CARDS[c]?.type === 'battlefield', {
  message: 'not a battlefield',
});

export const BoardSetup = z
  .object({
    /** The turn player. */
    tp: z.number().int().min(0).max(1).optional(),
    turn: z.number().int().min(1).optional(),
    /** 'action': the turn player is in the Action Phase; 'start': the turn starts from its Awaken Phase. */
    at: z.enum(['action', 'start']).optional(),
    battlefields: z.tuple([battlefieldId, battlefieldId]).optional(),
    control: z
      .tuple([z.number().int().min(0).max(1).nullable(), z.number().int().min(0).max(1).nullable()])
      .optional(),
    /** Who has applied Contested to each battlefield (RB 184.3.a). */
    contested: z
      .tuple([z.number().int().min(0).max(1).nullable(), z.number().int().min(0).max(1).nullable()])
      .optional(),
    points: z.tuple([z.number().int().min(0), z.number().int().min(0)]).optional(),
    players: z.tuple([PlayerSetup, PlayerSetup]).optional(),
  })
  .strict();
export type BoardSetup = z.input<typeof BoardSetup>;

/** Build a board from a setup (already validated). Returns the objects named with `as` (or by card). */
export function buildBoard(ctx: Ctx<RbGame>, spec: z.output<typeof BoardSetup>): Record<string, ObjId> {
  const s = ctx.state;
  s.g = initialGame(2);
  s.g.tp = spec.tp ?? 0;
  s.g.first = 0;
  s.g.phase = 'action';
  s.g.turn = spec.turn ?? 1;
  s.g.turnsTaken = [s.g.turn, s.g.turn];
  if (spec.points) s.g.points = [...spec.points];
  createZones(ctx, 2, 2);
  const id: Record<string, ObjId> = {};
  const bfs = spec.battlefields ?? ['ogn-280-298', 'ogn-288-298'];
  bfs.forEach((card, i) => {
    const o = ctx.create(card, i, Z.battlefields);
    s.g.battlefields.push({
      obj: o.id,
      zone: Z.at(i),
      controller: spec.control?.[i] ?? null,
      contestedBy: spec.contested?.[i] ?? null,
      showdownStaged: false,
      combatStaged: false,
      scored: [],
    });
    id[`bf${i}`] = o.id;
  });
  const place = (p: number, zone: string, x: z.output<typeof Placed>, faceDown = false) => {
    const { card, as, ...data } = typeof x === 'string' ? { card: x, as: undefined } : x;
    // RB 180: a token card on the board is a token (it ceases to exist when it leaves, RB 180.1).
    if (CARDS[card].supertype === 'token' && isLocation(zone)) (data as ObjData).token = true;
    // A card set facedown by the setup was hidden on an earlier turn: it may be played now (RB 737.1.b).
    const hidden = faceDown ? { hiddenTurn: s.g.turn - 1 } : {};
    const o = ctx.create(
      card,
      p,
      zone,
      { ...data, ...hidden } as ObjData,
      faceDown ? { faceDown: true } : {},
    );
    const name = as ?? card;
    if (id[name] === undefined) id[name] = o.id;
  };
  (spec.players ?? [{}, {}]).forEach((ps, p) => {
    for (const [key, zone] of [
      ['base', Z.base(p)],
      ['bf0', Z.at(0)],
      ['bf1', Z.at(1)],
      ['hand', Z.hand(p)],
      ['deck', Z.deck(p)],
      ['trash', Z.trash(p)],
      ['runes', Z.runes(p)],
      ['runeDeck', Z.runeDeck(p)],
    ] as const)
      for (const x of ps[key] ?? []) place(p, zone, x);
    if (ps.legend) place(p, Z.legend(p), ps.legend);
    if (ps.champion) {
      place(p, Z.champion(p), ps.champion);
      // RB 103.2.a.3: the champion a scenario places is the card chosen for the slot.
      s.g.chosen[p] = typeof ps.champion === 'string' ? ps.champion : ps.champion.card;
    }
    if (ps.facedown0) place(p, Z.facedown(0), ps.facedown0, true);
    if (ps.facedown1) place(p, Z.facedown(1), ps.facedown1, true);
  });
  return id;
}

/** The turn procedure's step where the Action Phase loop begins (314-turn.ts). */
const ACTION_PHASE_STEP = 5;

export const SCENARIO = {
  applySetup(ctx: Ctx<RbGame>, setup: unknown): void {
    const r = BoardSetup.safeParse(setup);
    if (!r.success) {
      const issue = r.error.issues[0];
      throw new InputError(
        `riftbound setup: ${issue.path.join('.') || '(root)'}: ${issue.message}`.slice(0, 200),
      );
    }
    buildBoard(ctx, r.data);
    // The game goes on from the turn player's turn: from its Action Phase, or from its start.
    ctx.call('rb.game', {});
    ctx.top().step = 4;
    ctx.call('rb.turn', {});
    const g = ctx.state.g;
    if (r.data.at === 'start') {
      g.turn--;
      g.turnsTaken[g.tp]--;
    } else ctx.top().step = ACTION_PHASE_STEP;
  },
  /** `might` (a number) or `keywords` (an object of keyword values) after all layers. */
  characteristic(state: State<RbGame>, id: ObjId, name: string): unknown {
    const c = characteristics(state)[id];
    if (!c) return undefined;
    if (name === 'might') return Math.max(0, c.might);
    if (name === 'keywords') return c.kw;
    if (name === 'tags') return c.tags;
    return undefined;
  },
};
