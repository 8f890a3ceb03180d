/**
 * Scenario support: a mid-game position stated as data (roles with generals, squares, HP, cards;
 * the current role and the phase its turn resumes at), validated with zod.
 */
import { type Ctx, domainOptions, InputError, type ObjId, openDecisions, type State } from '@arbiter/kernel';
import * as z from 'zod';
import { attackRange, campOf, def, type G, ROLES, SLOT_ZONE, Z } from './core.ts';
import { cardDef, KINDS, STANDARD_DECK } from './data/cards.ts';
import { GENERALS } from './data/generals.ts';
import { GRID, TERRAIN } from './data/map.ts';
import { initState } from './setup.ts';

const CardId = z.string().refine((s) => cardDef(s) !== undefined, { message: 'unknown card id' });
const Cell = z.string().refine((s) => GRID.parse(s) !== null, { message: 'not a square A1..G7' });

const RoleSetup = z
  .object({
    gen: z.string().refine((s) => GENERALS[s] !== undefined, { message: 'unknown general' }),
    cell: Cell.nullable().default(null),
    hp: z.number().int().optional(),
    hand: z.array(CardId).default([]),
    equip: z.array(CardId).default([]),
    delay: z.array(CardId).default([]),
    down: z.boolean().default(false),
    dead: z.boolean().default(false),
    flag: z.boolean().default(false),
  })
  .strict();

const PHASE_STEP = {
  start: 0,
  prepare: 2,
  delay: 3,
  draw: 5,
  move: 8,
  play: 10,
  discard: 11,
  end: 13,
} as const;

export const SetupSchema = z
  .object({
    seats: z.union([z.literal(2), z.literal(6)]).default(2),
    roles: z.array(RoleSetup).length(ROLES),
    current: z.number().int().min(0).max(5),
    phase: z.enum(['start', 'prepare', 'delay', 'draw', 'move', 'play', 'discard', 'end']).default('play'),
    /** cards on top of the deck, top first; the rest of the standard deck (shuffled) lies below */
    deck: z.array(CardId).default([]),
    /** only the listed deck cards, nothing below */
    deckOnly: z.boolean().default(false),
    score: z.tuple([z.number().int(), z.number().int()]).default([0, 0]),
    flags: z.array(Cell.nullable()).length(2).optional(),
    turn: z
      .object({ luoyi: z.boolean().default(false), sha: z.number().int().default(0) })
      .strict()
      .default({ luoyi: false, sha: 0 }),
  })
  .strict();

function applySetup(ctx: Ctx<G>, raw: unknown): void {
  const r = SetupSchema.safeParse(raw);
  if (!r.success) {
    const i = r.error.issues[0];
    throw new InputError(`sgs-chess scenario setup: ${i.path.join('.') || '(root)'}: ${i.message}`);
  }
  const sc = r.data;
  if (ctx.state.players !== sc.seats)
    throw new InputError(`sgs-chess scenario setup: seats ${sc.seats} but players ${ctx.state.players}`);
  initState(ctx, sc.seats);
  const g = ctx.g;
  const used: Record<string, number> = {};
  const take = (id: string) => (used[id] = (used[id] ?? 0) + 1);
  const cells = new Set<number>();
  sc.roles.forEach((rs, i) => {
    const role = g.roles[i];
    const gen = GENERALS[rs.gen];
    role.gen = gen.id;
    role.max = gen.hp;
    role.hp = rs.hp ?? gen.hp;
    role.down = rs.down;
    role.dead = rs.dead;
    if (rs.cell !== null) {
      const c = GRID.parse(rs.cell)!;
      if (TERRAIN[c] === 'mountain')
        throw new InputError(`sgs-chess scenario setup: roles.${i}: ${rs.cell} is a mountain`);
      if (cells.has(c) && TERRAIN[c] !== 'base')
        throw new InputError(`sgs-chess scenario setup: roles.${i}: ${rs.cell} is taken`);
      cells.add(c);
      role.cell = c;
    } else if (!rs.dead)
      throw new InputError(`sgs-chess scenario setup: roles.${i}: a living role needs a cell`);
    for (const id of rs.hand) {
      take(id);
      ctx.create(id, role.seat, Z.hand(i));
    }
    for (const id of rs.equip) {
      take(id);
      const slot = KINDS[cardDef(id)!.kind].slot;
      if (!slot) throw new InputError(`sgs-chess scenario setup: roles.${i}: ${id} is not equipment`);
      if (ctx.state.zones[SLOT_ZONE[slot](i)].objects.length)
        throw new InputError(`sgs-chess scenario setup: roles.${i}: two cards for the ${slot} slot`);
      ctx.create(id, role.seat, SLOT_ZONE[slot](i));
    }
    for (const id of rs.delay) {
      take(id);
      ctx.create(id, role.seat, Z.delay(i), { as: cardDef(id)!.kind });
    }
    if (rs.flag) g.flags[campOf(i)].holder = i;
  });
  if (sc.flags) {
    sc.flags.forEach((c, camp) => {
      if (c !== null) g.flags[camp] = { cell: GRID.parse(c)!, holder: -1 };
    });
  }
  // the deck: the rest of the standard deck, shuffled, under the listed cards
  for (const id of sc.deck) take(id);
  if (!sc.deckOnly) {
    for (const [id, n] of Object.entries(STANDARD_DECK)) {
      const left = n - (used[id] ?? 0);
      for (let i = 0; i < left; i++) ctx.create(id, 0, Z.deck);
    }
    ctx.shuffle(Z.deck);
  }
  for (let i = sc.deck.length - 1; i >= 0; i--) ctx.create(sc.deck[i], 0, Z.deck);
  g.score = [...sc.score];
  g.round = 1;
  g.turns = 1;
  g.act = campOf(sc.current);
  g.first = g.act;
  ctx.call('sgs.game', {});
  ctx.top().step = 12;
  ctx.call('sgs.turn', { r: sc.current });
  const step = PHASE_STEP[sc.phase];
  if (step > 0) {
    g.cur = sc.current;
    g.t.luoyi = sc.turn.luoyi;
    g.t.sha = sc.turn.sha;
    g.phase = sc.phase;
    ctx.top().step = step;
  }
}

/** Computed values: `playable` (the pending decision offers this card), `suit`, `rank`, `kind`;
 *  for a role use `value` paths (g.roles.N.hp). `range` of the card's holder. */
function characteristic(state: State<G>, obj: ObjId, name: string): unknown {
  const o = state.objects[obj];
  if (!o) return undefined;
  switch (name) {
    case 'playable': {
      const d = openDecisions(state)[0];
      return d ? domainOptions(d).some((x) => x.obj === obj) : false;
    }
    case 'suit':
      return def(state, obj).suit;
    case 'rank':
      return def(state, obj).rank;
    case 'kind':
      return def(state, obj).kind;
    case 'holderRange': {
      const r = Number(o.zone.slice(1));
      return attackRange(state, r);
    }
  }
  return undefined;
}

export const scenarioSupport = {
  applySetup,
  characteristic,
  characteristics: ['playable', 'suit', 'rank', 'kind', 'holderRange'],
};
