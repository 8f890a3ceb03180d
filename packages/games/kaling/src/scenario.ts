/**
 * Scenario setups: a board position given as data, validated with zod (InputError on bad input),
 * then play continues from the action phase of the given turn player (or from a timing point).
 */
import { type Ctx, InputError, type ObjId, type State } from '@arbiter/kernel';
import * as z from 'zod';
import { CARDS } from './cards/data.ts';
import { DISGUISE_CARDS } from './cards/effects.ts';
import { parseCell } from './rules/01-board.ts';
import { stats } from './rules/05-terms.ts';
import { addZones, initialG } from './setup.ts';
import type { FieldData, G } from './types.ts';

const CardId = z.string().refine((id) => !!CARDS[id], { message: 'unknown card id' });

const FieldCard = z
  .object({
    card: CardId,
    cell: z.string().refine((c) => parseCell(c) !== null, { message: 'cell must be A1..E5' }),
    faceDown: z.boolean().optional(),
    tag: z.string().optional(),
    /** Summoned in an earlier turn unless given. */
    summonedTurn: z.number().int().optional(),
    moved: z.boolean().optional(),
    attacked: z.boolean().optional(),
    /** A placed device already activated (face up, with GP). */
    gp: z.number().int().optional(),
    /** Controller if not the owner. */
    controller: z.number().int().min(0).max(1).optional(),
    /** Summoned in disguise (KALING 3.5.1-1, a card with 伪装); refused for any other card. */
    disguised: z.boolean().optional(),
  })
  .strict();

const PlayerSetup = z
  .object({
    lp: z.number().int().min(0).optional(),
    energy: z.number().int().min(0).max(6).optional(),
    hand: z.array(CardId).default([]),
    deck: z.array(CardId).default([]),
    discard: z.array(CardId).default([]),
    field: z.array(FieldCard).default([]),
  })
  .strict();

export const SetupSchema = z
  .object({
    turn: z.number().int().min(1).default(3),
    active: z.number().int().min(0).max(1).default(0),
    first: z.number().int().min(0).max(1).optional(),
    sealed: z.array(z.string()).default([]),
    /** Start in the action phase (default) or at the start of the turn. */
    start: z.enum(['action', 'turn']).default('action'),
    players: z.array(PlayerSetup).length(2),
  })
  .strict();

export function applyScenarioSetup(ctx: Ctx<G>, setup: unknown): void {
  const r = SetupSchema.safeParse(setup);
  if (!r.success) {
    const i = r.error.issues[0];
    throw new InputError(`kaling scenario setup: ${i.path.join('.') || '(root)'}: ${i.message}`);
  }
  const sc = r.data;
  const g = initialG();
  ctx.state.g = g;
  addZones(ctx);
  g.turn = sc.start === 'turn' ? sc.turn - 1 : sc.turn;
  g.turnPlayer = sc.active;
  g.firstPlayer = sc.first ?? 0;
  g.phase = 'action';
  g.sealed = sc.sealed.map((c) => {
    const n = parseCell(c);
    if (n === null) throw new InputError(`kaling scenario setup: bad sealed cell ${c}`);
    return n;
  });
  sc.players.forEach((ps, p) => {
    if (ps.lp !== undefined) g.lp[p] = ps.lp;
    if (ps.energy !== undefined) g.energy[p] = ps.energy;
    for (const c of ps.deck) ctx.create(c, p, `p${p}:deck`);
    for (const c of ps.hand) ctx.create(c, p, `p${p}:hand`);
    for (const c of ps.discard) ctx.create(c, p, `p${p}:discard`);
    for (const fc of ps.field) {
      const cell = parseCell(fc.cell)!;
      if (g.cells[cell]) throw new InputError(`kaling scenario setup: two cards on ${fc.cell}`);
      const data: FieldData = { cell: cell, summonedTurn: fc.summonedTurn ?? 0 };
      if (fc.tag) data.tag = fc.tag;
      if (fc.moved) data.moved = 1;
      if (fc.attacked) data.attacks = 1;
      if (fc.disguised) {
        if (!DISGUISE_CARDS.has(fc.card))
          throw new InputError(
            `kaling scenario setup: ${fc.card} on ${fc.cell} has no 伪装 and cannot be disguised`,
          );
        data.disguised = 1;
      }
      if (fc.gp !== undefined) {
        data.gp = fc.gp;
        data.deviceActive = 1;
      }
      const o = ctx.create(fc.card, p, 'field', data as any, {
        faceDown: fc.faceDown,
        controller: fc.controller ?? p,
      });
      g.cells[cell] = o.id;
    }
  });
  // The deck order: the first listed card is on top.
  for (const p of [0, 1]) ctx.zone(`p${p}:deck`).objects.reverse();
  if (sc.start === 'turn') {
    g.turnPlayer = sc.active;
    ctx.call('kl.turn', {});
  } else {
    ctx.call('kl.turn', {});
    ctx.top().step = 2;
  }
}

export function characteristic(state: State<G>, id: ObjId, name: string): unknown {
  const o = state.objects[id];
  if (!o) return undefined;
  const d = o.data as FieldData;
  switch (name) {
    case 'ap':
    case 'dp':
    case 'sp':
      return stats(state, id)[name];
    case 'lv':
      return stats(state, id).level;
    case 'cell':
      return o.zone === 'field'
        ? String.fromCharCode(65 + (d.cell % 5)) + String(((d.cell / 5) | 0) + 1)
        : null;
    case 'gp':
      return d.gp ?? null;
    case 'controller':
      return o.controller;
    case 'faceDown':
      return !!o.faceDown;
    default:
      throw new InputError(
        `kaling has no characteristic "${name}" (ap, dp, sp, lv, cell, gp, controller, faceDown)`,
      );
  }
}
