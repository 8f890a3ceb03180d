/**
 * The wire protocol of `arbiter serve` (docs/protocol.md): JSON text frames over one WebSocket.
 * Every client message carries the protocol version `v` and a `type`; each type has a zod schema
 * here, checked before anything else happens. Server messages have schemas too, so clients (and
 * the tests) can check what they receive.
 */
import { clip } from '@arbiter/kernel';
import * as z from 'zod';

export const PROTOCOL_VERSION = 1;

// ---- shared pieces -------------------------------------------------------------------------

const Req = z.union([z.string().max(64), z.number().int()]);
export const TableIdSchema = z.string().min(1).max(64);
const Token = z.string().min(1).max(128);
const Seat = z.number().int().min(0).max(63);
const OptionId = z.string().max(256);

/** An answer, shaped as the kernel's domains want it (pick/order: ids, number, distribute). */
export const AnswerSchema = z.union([
  OptionId,
  z.array(OptionId).max(512),
  z.number().finite(),
  z.record(OptionId, z.number().finite()),
]);

const CardCounts = z.record(z.string().max(64), z.number().int().positive().max(99));
export const DeckListSchema = z.object({
  name: z.string().min(1).max(100),
  cards: CardCounts,
  extra: z.record(z.string().max(64), CardCounts).optional(),
});

export const SeatSpecSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human') }),
  z.object({ kind: z.literal('ai'), agent: z.string().min(1).max(64) }),
]);

// ---- client → server ------------------------------------------------------------------------

const base = { v: z.literal(PROTOCOL_VERSION), req: Req.optional() };

export const CreateTableSchema = z.object({
  ...base,
  type: z.literal('create'),
  game: z.string().min(1).max(64),
  /** One entry per seat; the number of seats is the number of players. */
  seats: z.array(SeatSpecSchema).min(1).max(16),
  /** Per seat: a ready deck's name or a deck list; one entry is used for every seat. */
  decks: z
    .array(z.union([z.string().min(1).max(100), DeckListSchema]))
    .max(16)
    .optional(),
  seed: z.string().min(1).max(128).optional(),
  options: z.record(z.string().max(64), z.union([z.string().max(256), z.number(), z.boolean()])).optional(),
  /** Seconds a human seat has for each decision; without it there is no limit. */
  timeLimitSeconds: z.number().int().min(1).max(86_400).optional(),
  /** Who decides when the time runs out: 'pass' (the game's pass or lowest-impact option) or an agent. */
  fallback: z.string().min(1).max(64).optional(),
  /** Listed in the lobby: anyone may claim a free human seat. */
  listed: z.boolean().optional(),
});

export const ClientSchemas = {
  ping: z.object({ ...base, type: z.literal('ping'), t: z.number().optional() }),
  games: z.object({ ...base, type: z.literal('games') }),
  tables: z.object({ ...base, type: z.literal('tables') }),
  create: CreateTableSchema,
  join: z.object({ ...base, type: z.literal('join'), table: TableIdSchema, seat: Seat, token: Token }),
  claim: z.object({ ...base, type: z.literal('claim'), table: TableIdSchema, seat: Seat.optional() }),
  /** The spectator token from the spectator link; listed tables may be watched without one. */
  spectate: z.object({ ...base, type: z.literal('spectate'), table: TableIdSchema, token: Token.optional() }),
  leave: z.object({ ...base, type: z.literal('leave'), table: TableIdSchema }),
  answer: z.object({
    ...base,
    type: z.literal('answer'),
    table: TableIdSchema,
    seat: Seat,
    /** Serial of the request answered (`view.decisions[i]` comes with the state's `pending`). */
    pending: z.number().int().nonnegative(),
    answer: AnswerSchema,
  }),
  concede: z.object({ ...base, type: z.literal('concede'), table: TableIdSchema, seat: Seat }),
  record: z.object({ ...base, type: z.literal('record'), table: TableIdSchema }),
} as const;

export type ClientType = keyof typeof ClientSchemas;
export type ClientMessage = { [K in ClientType]: z.infer<(typeof ClientSchemas)[K]> }[ClientType];
export type CreateTable = z.infer<typeof CreateTableSchema>;

// ---- server → client ------------------------------------------------------------------------

export const ERROR_CODES = [
  'bad-json',
  'too-large',
  'bad-version',
  'unknown-type',
  'bad-message',
  'rate-limited',
  'bad-request',
  'no-table',
  'bad-token',
  'not-joined',
  'spectator',
  'wrong-seat',
  'seat-taken',
  'not-listed',
  'not-started',
  'not-finished',
  'game-over',
  'stale',
  'refused',
  'no-concession',
  'engine-error',
  'storage-error',
  'server-error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

const DecisionErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  rule: z.string().optional(),
  reason: z.unknown().optional(),
});

export const SeatInfoSchema = z.object({
  seat: z.number().int(),
  kind: z.enum(['human', 'ai']),
  agent: z.string().optional(),
  joined: z.boolean(),
  connected: z.number().int(),
});

export const TableInfoSchema = z.object({
  id: z.string(),
  game: z.string(),
  gameVersion: z.string(),
  names: z.object({ zh: z.string(), en: z.string() }),
  players: z.number().int(),
  status: z.enum(['waiting', 'playing', 'finished', 'broken']),
  seats: z.array(SeatInfoSchema),
  timeLimitSeconds: z.number().nullable(),
  fallback: z.string().nullable(),
  listed: z.boolean(),
  createdAt: z.string(),
  seq: z.number().int(),
  result: z.object({ winners: z.array(z.number()), draw: z.boolean(), rule: z.string() }).nullable(),
  /** Only once the game is over (the seed would reveal every hidden card). */
  seed: z.string().optional(),
  finalHash: z.string().optional(),
});
export type TableInfo = z.infer<typeof TableInfoSchema>;

export const GameInfoSchema = z.object({
  id: z.string(),
  names: z.object({ zh: z.string(), en: z.string() }),
  status: z.string(),
  version: z.string(),
  players: z.object({ min: z.number(), max: z.number(), default: z.number() }),
  decks: z.array(z.object({ name: z.string(), cards: z.number().int() })),
  concede: z.boolean(),
});

const sbase = { v: z.literal(PROTOCOL_VERSION), req: Req.optional() };
const LinkedSeat = z.object({
  seat: z.number().int(),
  kind: z.enum(['human', 'ai']),
  agent: z.string().optional(),
  token: z.string().optional(),
  link: z.string().optional(),
});

export const ServerSchemas = {
  welcome: z.object({
    ...sbase,
    type: z.literal('welcome'),
    server: z.string(),
    limits: z.object({ maxMessageBytes: z.number(), messagesPerSecond: z.number(), burst: z.number() }),
  }),
  pong: z.object({ ...sbase, type: z.literal('pong'), t: z.number().optional() }),
  games: z.object({
    ...sbase,
    type: z.literal('games'),
    games: z.array(GameInfoSchema),
    agents: z.array(z.string()),
    fallbacks: z.array(z.string()),
  }),
  tables: z.object({ ...sbase, type: z.literal('tables'), tables: z.array(TableInfoSchema) }),
  created: z.object({
    ...sbase,
    type: z.literal('created'),
    table: TableInfoSchema,
    seats: z.array(LinkedSeat),
    spectator: z.object({ token: z.string(), link: z.string() }),
  }),
  claimed: z.object({
    ...sbase,
    type: z.literal('claimed'),
    table: z.string(),
    seat: z.number().int(),
    token: z.string(),
    link: z.string(),
  }),
  joined: z.object({
    ...sbase,
    type: z.literal('joined'),
    table: TableInfoSchema,
    role: z.union([z.object({ seat: z.number().int() }), z.object({ spectator: z.literal(true) })]),
  }),
  left: z.object({ ...sbase, type: z.literal('left'), table: z.string() }),
  table: z.object({ ...sbase, type: z.literal('table'), table: TableInfoSchema }),
  state: z.object({
    ...sbase,
    type: z.literal('state'),
    table: z.string(),
    /** Accepted decisions so far (a concession is one): the state after decision `seq`. */
    seq: z.number().int(),
    /** Serial of the open request (answer with it), or null when nobody is asked. */
    pending: z.number().int().nullable(),
    /** The kernel's view for this recipient (`viewFor`): hidden cards are position tokens. */
    view: z.record(z.string(), z.unknown()),
    /** Log entries since the previous state message, as this recipient may read them. */
    log: z.array(z.record(z.string(), z.unknown())),
    /** Milliseconds left before the fallback decides the open request, or null. */
    deadlineMs: z.number().nullable(),
  }),
  ack: z.object({
    ...sbase,
    type: z.literal('ack'),
    table: z.string(),
    seat: z.number().int(),
    pending: z.number().int(),
    seq: z.number().int(),
  }),
  timeout: z.object({
    ...sbase,
    type: z.literal('timeout'),
    table: z.string(),
    seat: z.number().int(),
    pending: z.number().int(),
    fallback: z.string(),
  }),
  over: z.object({
    ...sbase,
    type: z.literal('over'),
    table: z.string(),
    seq: z.number().int(),
    result: z.object({ winners: z.array(z.number()), draw: z.boolean(), rule: z.string() }).nullable(),
    conceded: z.number().int().nullable(),
    finalHash: z.string(),
    record: z.string(),
  }),
  record: z.object({ ...sbase, type: z.literal('record'), table: z.string(), record: z.unknown() }),
  error: z.object({
    ...sbase,
    type: z.literal('error'),
    code: z.enum(ERROR_CODES),
    message: z.string(),
    table: z.string().optional(),
    pending: z.number().int().optional(),
    decision: DecisionErrorSchema.optional(),
  }),
} as const;

export type ServerType = keyof typeof ServerSchemas;
export type ServerMessage = { [K in ServerType]: z.infer<(typeof ServerSchemas)[K]> }[ServerType];
/** A server message before `v` is added by the sender. */
export type Outgoing = { [K in ServerType]: Omit<z.infer<(typeof ServerSchemas)[K]>, 'v'> }[ServerType];

/** Check a message the server sent (clients and tests). */
export function parseServerMessage(raw: unknown): ServerMessage {
  const type = (raw as { type?: unknown } | null)?.type;
  const schema = typeof type === 'string' ? (ServerSchemas as Record<string, z.ZodType>)[type] : undefined;
  if (!schema) throw new Error(`unknown server message type ${JSON.stringify(type)}`);
  return schema.parse(raw) as ServerMessage;
}

export type ParseResult =
  | { ok: true; message: ClientMessage }
  | { ok: false; code: ErrorCode; message: string; req?: string | number };

/** Cut user-provided text before it goes into an error message. */
/** Parse one text frame from a client: JSON, version, known type, then the type's schema. */
export function parseClientMessage(text: string): ParseResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { ok: false, code: 'bad-json', message: `not valid JSON: ${clip((e as Error).message, 80)}` };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, code: 'bad-message', message: 'a message must be a JSON object with "v" and "type"' };
  }
  const r = raw as Record<string, unknown>;
  // A request id is echoed in the error only if it is a valid one (never a cut or huge value).
  const safeReq = Req.safeParse(r.req).success ? (r.req as string | number) : undefined;
  if (r.v !== PROTOCOL_VERSION) {
    return {
      ok: false,
      code: 'bad-version',
      message: `protocol version must be ${PROTOCOL_VERSION} (field "v")`,
      req: safeReq,
    };
  }
  if (typeof r.type !== 'string') {
    return { ok: false, code: 'bad-message', message: 'missing "type"', req: safeReq };
  }
  const schema = (ClientSchemas as Record<string, z.ZodType>)[r.type];
  if (!schema || !Object.hasOwn(ClientSchemas, r.type)) {
    return {
      ok: false,
      code: 'unknown-type',
      message: `unknown message type "${clip(r.type, 40)}" (known: ${Object.keys(ClientSchemas).join(', ')})`,
      req: safeReq,
    };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue.path.length ? issue.path.join('.') : '(message)';
    return {
      ok: false,
      code: 'bad-message',
      message: `${r.type}: ${clip(where, 60)}: ${clip(issue.message, 120)}`,
      req: safeReq,
    };
  }
  return { ok: true, message: parsed.data as ClientMessage };
}
