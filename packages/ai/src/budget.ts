/**
 * Search budgets: a time per decision (`200ms`, `1.5s`) or a number of iterations (`300it`). A
 * time budget answers with the best found when time runs out; an iteration budget makes a search
 * with a fixed seed give the same answer on any machine.
 */
import { InputError } from '@arbiter/kernel';

export interface Budget {
  /** Milliseconds per decision. */
  ms?: number;
  /** Search iterations per decision. */
  iterations?: number;
}

/** Read a budget: `200ms`, `2s`, `500` (milliseconds) or `300it` (iterations). */
export function parseBudget(text: string): Budget {
  const t = text.trim().toLowerCase();
  const m = /^(\d+(?:\.\d+)?)\s*(ms|s|it|iterations?)?$/.exec(t);
  if (!m) throw new InputError(`--budget must look like 200ms, 2s or 300it, not "${text.slice(0, 40)}"`);
  const n = Number(m[1]);
  const unit = m[2] ?? 'ms';
  if (unit === 'it' || unit.startsWith('iteration')) {
    if (!Number.isInteger(n) || n < 1)
      throw new InputError(`--budget: iterations must be a whole number ≥ 1`);
    return { iterations: n };
  }
  const ms = unit === 's' ? n * 1000 : n;
  if (!(ms >= 1)) throw new InputError(`--budget: at least 1ms`);
  return { ms };
}

export function formatBudget(b: Budget): string {
  return b.iterations !== undefined ? `${b.iterations}it` : `${b.ms}ms`;
}

/**
 * The process's CPU time in milliseconds, as a clock for budgets: on a machine shared with other
 * work, a decision then gets the budget of computing it would have on a quiet core of its own
 * (`arbiter arena --clock cpu`). Wall time (the default) is what a player waits.
 */
export function cpuClock(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}
