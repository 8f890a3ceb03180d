import type { Msg } from './messages.ts';

/** Why a submitted decision was refused. The state is unchanged whenever one of these is returned. */
export type DecisionErrorCode =
  | 'no-pending'
  | 'game-over'
  | 'not-your-decision'
  | 'stale-decision'
  | 'already-answered'
  | 'malformed'
  | 'unknown-option'
  | 'wrong-count'
  | 'duplicate-option'
  | 'out-of-range'
  | 'rule-violation'
  /** The game module failed while applying the decision; the state was put back as it was. */
  | 'engine-error';

export interface DecisionError {
  code: DecisionErrorCode;
  message: string;
  /** A rule-based refusal names the rule and explains it in both languages. */
  rule?: string;
  reason?: Msg;
}

/**
 * A piece of user input quoted in a message, cut to `max` characters so that a huge input never
 * makes a huge message (a 10 MB option id gives an 80-character quote and its length).
 */
export function clip(text: unknown, max = 80): string {
  const s = typeof text === 'string' ? text : String(text);
  const line = (s.length <= max ? s : s.slice(0, max)).replace(/[\r\n]+/g, ' ');
  return s.length <= max ? line : `${line}… (${s.length} characters)`;
}

/** An error in the engine or a game module (a bug or corrupt input), not a player's mistake. */
export class EngineError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

/** Bad user input (a file, a flag, a card definition): reported in one line, exit code 2. */
export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputError';
  }
}
