/**
 * Seat and spectator tokens: random secrets handed out once (in invitation links). Only their
 * SHA-256 is kept, in memory and in the database, and a presented token is checked by comparing
 * hashes in constant time, so neither the database nor the timing of a refusal tells a token.
 * Tokens are never logged.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

export function newId(prefix: string): string {
  return `${prefix}${randomBytes(9).toString('base64url')}`;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether `token` is the one whose hash is `storedHash` (constant time in the token's content). */
export function tokenMatches(storedHash: string | null, token: string): boolean {
  if (!storedHash) return false;
  const a = Buffer.from(storedHash, 'hex');
  const b = createHash('sha256').update(token, 'utf8').digest();
  return a.length === b.length && timingSafeEqual(a, b);
}
