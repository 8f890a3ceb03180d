/**
 * Game records: enough to replay a game exactly (engine version, game, seed, decks, agents, each
 * decision with the state hash after it, and the result), validated when read.
 */
import * as z from 'zod';
import { InputError } from './errors.ts';

/**
 * Version of the state's encoding and of the kernel's rules of play. Records keep it; a record
 * made with another version is refused by replay (its state hashes cannot match). 0.2.0: the
 * kernel stack (`state.stack`), windows and settle loop (issue 9). 0.3.0: a declaration's
 * checkpoint text, part of the hashed state, is written in the state text's version 2 (objects as
 * tuples, issue 10), so hashes taken while a declaration is open differ. `serialize`'s text version 3
 * did not change it: checkpoints still hold version 2, so every hash is the same.
 */
export const ENGINE_VERSION = '0.3.0';

export const RecordSchema = z.object({
  format: z.literal('arbiter-record'),
  engine: z.string(),
  game: z.string(),
  gameVersion: z.string(),
  seed: z.string(),
  players: z.number().int().positive(),
  options: z.record(z.string(), z.unknown()).optional(),
  decks: z.array(
    z.object({
      name: z.string(),
      cards: z.record(z.string(), z.number().int().nonnegative()),
      extra: z.record(z.string(), z.record(z.string(), z.number().int().nonnegative())).optional(),
    }),
  ),
  agents: z.array(z.string()),
  initialHash: z.string(),
  decisions: z.array(
    z.object({
      player: z.number().int().nonnegative(),
      pending: z.number().int(),
      answer: z.unknown(),
      hash: z.string(),
    }),
  ),
  result: z
    .object({
      winners: z.array(z.number().int()),
      draw: z.boolean(),
      rule: z.string(),
    })
    .nullable(),
  finalHash: z.string(),
  /** A player who conceded after the recorded decisions (the game's concession rule applies). */
  conceded: z.number().int().nonnegative().optional(),
});

export type GameRecord = z.infer<typeof RecordSchema>;

export function parseRecord(text: string): GameRecord {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new InputError(`record is not valid JSON: ${(e as Error).message}`);
  }
  const r = RecordSchema.safeParse(raw);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new InputError(`record is malformed at ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return r.data;
}
