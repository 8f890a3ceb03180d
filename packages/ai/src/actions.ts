/**
 * The answers a search considers for a decision. Small domains are listed whole, in the domain's
 * own order; large ones (many subsets, long orders, wide number ranges, distributions) by a sample
 * of distinct random answers. Each answer has a key so the same answer found again in another
 * sample of the hidden cards lands on the same tree edge.
 */
import type { Domain, Rng } from '@arbiter/kernel';
import { randomAnswer } from '@arbiter/kernel';

export interface Action {
  key: string;
  answer: unknown;
}

/** Number of distinct answers of a domain (Infinity when it is not worth counting). */
export function answerCount(domain: Domain): number {
  switch (domain.type) {
    case 'pick': {
      const n = domain.options.length;
      let total = 0;
      for (let k = domain.min; k <= Math.min(domain.max, n); k++) {
        total += choose(n, k);
        if (total > 1e6) return Number.POSITIVE_INFINITY;
      }
      return total;
    }
    case 'order': {
      let f = 1;
      for (let i = 2; i <= domain.items.length; i++) {
        f *= i;
        if (f > 1e6) return Number.POSITIVE_INFINITY;
      }
      return f;
    }
    case 'number':
      return Math.max(0, domain.max - domain.min + 1);
    case 'distribute':
      return domain.items.length <= 1 ? 1 : Number.POSITIVE_INFINITY;
  }
}

function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

export function actionKey(domain: Domain, answer: unknown): string {
  switch (domain.type) {
    case 'pick': {
      const ids = typeof answer === 'string' ? [answer] : (answer as string[]).slice();
      return ids.sort().join('\u0001');
    }
    case 'order':
      return (answer as string[]).join('\u0001');
    case 'number':
      return String(answer);
    case 'distribute': {
      const rec = answer as Record<string, number>;
      return Object.keys(rec)
        .sort()
        .map((k) => `${k}=${rec[k]}`)
        .join('\u0001');
    }
  }
}

/** Every answer of a domain whose answer count is at most `max` (in the domain's order). */
export function allAnswers(domain: Domain): Action[] {
  const out: Action[] = [];
  switch (domain.type) {
    case 'pick': {
      const ids = domain.options.map((o) => o.id);
      const hi = Math.min(domain.max, ids.length);
      for (let k = domain.min; k <= hi; k++)
        for (const subset of subsets(ids, k)) out.push(act(domain, subset));
      return out;
    }
    case 'order':
      for (const p of permutations(domain.items.map((o) => o.id))) out.push(act(domain, p));
      return out;
    case 'number':
      for (let n = domain.min; n <= domain.max; n++) out.push(act(domain, n));
      return out;
    case 'distribute': {
      const answer: Record<string, number> = {};
      for (const it of domain.items) answer[it.id] = domain.total;
      return [act(domain, answer)];
    }
  }
}

/**
 * The answers a search tries: all of them when there are at most `max`, else `max` distinct
 * random ones (for a pick, the smallest legal choice is always among them: often "none" or "pass").
 */
export function candidateAnswers(domain: Domain, rng: Rng, max: number): Action[] {
  if (answerCount(domain) <= max) return allAnswers(domain);
  const seen = new Set<string>();
  const out: Action[] = [];
  const add = (answer: unknown) => {
    const a = act(domain, answer);
    if (seen.has(a.key)) return false;
    seen.add(a.key);
    out.push(a);
    return true;
  };
  if (domain.type === 'pick') add(domain.options.slice(0, domain.min).map((o) => o.id));
  if (domain.type === 'order') add(domain.items.map((o) => o.id));
  if (domain.type === 'number') {
    add(domain.min);
    add(domain.max);
  }
  for (let tries = 0; out.length < max && tries < max * 8; tries++) add(randomAnswer(domain, rng));
  return out;
}

function act(domain: Domain, answer: unknown): Action {
  return { key: actionKey(domain, answer), answer };
}

function* subsets(ids: string[], k: number, from = 0, acc: string[] = []): Generator<string[]> {
  if (acc.length === k) {
    yield acc.slice();
    return;
  }
  for (let i = from; i <= ids.length - (k - acc.length); i++) {
    acc.push(ids[i]);
    yield* subsets(ids, k, i + 1, acc);
    acc.pop();
  }
}

function* permutations(ids: string[]): Generator<string[]> {
  if (ids.length <= 1) {
    yield ids.slice();
    return;
  }
  for (let i = 0; i < ids.length; i++) {
    const rest = ids.slice(0, i).concat(ids.slice(i + 1));
    for (const p of permutations(rest)) yield [ids[i], ...p];
  }
}
