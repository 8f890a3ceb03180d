/**
 * The words for a refused answer: the engine's reason in the reader's language (a rule's refusal
 * carries a message of the game's catalog and the rule's id), or the engine's one-line message.
 * A stale answer (the table moved on first) is no refusal: null, the newer state is on its way.
 */
import { isMsg, type Lang } from '@arbiter/kernel';
import { say } from '../games.ts';

/** The server's reply to a refused answer (`code`, and the kernel's refusal as `decision`). */
export type RefusalReply = Record<string, unknown>;

export function refusalText(
  reply: RefusalReply | null,
  fallback: string,
  gameId: string,
  lang: Lang,
): string | null {
  if (reply?.code === 'stale') return null;
  const d = reply?.decision as { reason?: unknown; rule?: string; message?: string } | undefined;
  const why = d?.reason && isMsg(d.reason) ? say(gameId, d.reason, lang) : (d?.message ?? fallback);
  return `${why}${d?.rule ? ` [${d.rule}]` : ''}`;
}
