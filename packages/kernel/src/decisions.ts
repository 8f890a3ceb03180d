/**
 * Checking answers against a decision's domain, and drawing uniform random answers from it.
 * A domain is either a list of legal options or a checkable description (number range, order,
 * distribution), so every answer can be validated before anything changes.
 */
import { clip, type DecisionError } from './errors.ts';
import type { Rng } from './rng.ts';
import type { Decision, Domain, Option } from './types.ts';

export type Answer = string | string[] | number | Record<string, number>;

function fail(code: DecisionError['code'], message: string): DecisionError {
  return { code, message };
}

function optionIds(options: readonly Option[]): Set<string> {
  return new Set(options.map((o) => o.id));
}

/**
 * Validates `answer` structurally against `domain` and returns its normal form
 * (pick/order → string[], number → number, distribute → Record), or an error. The normal form is
 * always a fresh value, never the caller's array or object: the engine stores it in the state, and a
 * caller changing its answer afterwards must not change the game (principle 4).
 */
export function checkAnswer(
  domain: Domain,
  answer: unknown,
): { ok: true; value: Answer } | { ok: false; error: DecisionError } {
  switch (domain.type) {
    case 'pick': {
      let ids: unknown = answer;
      if (typeof ids === 'string') ids = [ids];
      if (!Array.isArray(ids) || ids.some((x) => typeof x !== 'string')) {
        return { ok: false, error: fail('malformed', 'answer must be an option id or a list of option ids') };
      }
      const list = typeof answer === 'string' ? (ids as string[]) : (ids as string[]).slice();
      if (list.length < domain.min || list.length > domain.max) {
        const want = domain.min === domain.max ? `${domain.min}` : `${domain.min}–${domain.max}`;
        return { ok: false, error: fail('wrong-count', `choose ${want} option(s), got ${list.length}`) };
      }
      if (list.length === 1) {
        // The common case: one option; a linear scan avoids building sets on the hot path.
        const id = list[0];
        for (const o of domain.options) if (o.id === id) return { ok: true, value: list };
        return { ok: false, error: fail('unknown-option', `no option "${clip(id)}" in this decision`) };
      }
      const known = optionIds(domain.options);
      const seen = new Set<string>();
      for (const id of list) {
        if (!known.has(id))
          return { ok: false, error: fail('unknown-option', `no option "${clip(id)}" in this decision`) };
        if (seen.has(id))
          return { ok: false, error: fail('duplicate-option', `option "${clip(id)}" chosen twice`) };
        seen.add(id);
      }
      return { ok: true, value: list };
    }
    case 'order': {
      if (!Array.isArray(answer) || answer.some((x) => typeof x !== 'string')) {
        return { ok: false, error: fail('malformed', 'answer must be a list of item ids in order') };
      }
      const list = (answer as string[]).slice();
      if (list.length !== domain.items.length) {
        return {
          ok: false,
          error: fail('wrong-count', `order all ${domain.items.length} items, got ${list.length}`),
        };
      }
      const known = optionIds(domain.items);
      const seen = new Set<string>();
      for (const id of list) {
        if (!known.has(id))
          return { ok: false, error: fail('unknown-option', `no item "${clip(id)}" in this decision`) };
        if (seen.has(id))
          return { ok: false, error: fail('duplicate-option', `item "${clip(id)}" listed twice`) };
        seen.add(id);
      }
      return { ok: true, value: list };
    }
    case 'number': {
      const n = typeof answer === 'string' && /^-?\d+$/.test(answer) ? Number(answer) : answer;
      if (typeof n !== 'number' || !Number.isInteger(n)) {
        return { ok: false, error: fail('malformed', 'answer must be a whole number') };
      }
      if (n < domain.min || n > domain.max) {
        return {
          ok: false,
          error: fail('out-of-range', `number must be in ${domain.min}–${domain.max}, got ${n}`),
        };
      }
      return { ok: true, value: n };
    }
    case 'distribute': {
      if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
        return { ok: false, error: fail('malformed', 'answer must map item ids to amounts') };
      }
      const rec = answer as Record<string, unknown>;
      const known = optionIds(domain.items);
      let sum = 0;
      const out: Record<string, number> = {};
      for (const [id, v] of Object.entries(rec)) {
        if (!known.has(id))
          return { ok: false, error: fail('unknown-option', `no item "${clip(id)}" in this decision`) };
        if (typeof v !== 'number' || !Number.isInteger(v)) {
          return { ok: false, error: fail('malformed', `amount for "${clip(id)}" must be a whole number`) };
        }
        out[id] = v;
      }
      const step = domain.step ?? 1;
      for (const item of domain.items) {
        const v = out[item.id] ?? 0;
        out[item.id] = v;
        if (v < domain.min || (domain.max !== undefined && v > domain.max)) {
          return {
            ok: false,
            error: fail(
              'out-of-range',
              `amount for "${item.id}" must be at least ${domain.min}${domain.max !== undefined ? ` and at most ${domain.max}` : ''}`,
            ),
          };
        }
        if (v % step !== 0)
          return { ok: false, error: fail('out-of-range', `amounts must be multiples of ${step}`) };
        sum += v;
      }
      if (sum !== domain.total) {
        return {
          ok: false,
          error: fail('out-of-range', `amounts must add up to ${domain.total}, got ${sum}`),
        };
      }
      return { ok: true, value: out };
    }
  }
}

/** A uniformly random answer from the domain (uniform over counts, then over subsets of that size). */
export function randomAnswer(domain: Domain, rng: Rng): Answer {
  switch (domain.type) {
    case 'pick': {
      const n = domain.options.length;
      if (domain.max === 1 && domain.min === 1) return [domain.options[rng.int(n)].id];
      const hi = Math.min(domain.max, n);
      const k = domain.min + rng.int(hi - domain.min + 1);
      const idx = domain.options.map((_, i) => i);
      rng.shuffle(idx);
      return idx.slice(0, k).map((i) => domain.options[i].id);
    }
    case 'order':
      return rng.shuffle(domain.items.map((o) => o.id));
    case 'number':
      return domain.min + rng.int(domain.max - domain.min + 1);
    case 'distribute': {
      const step = domain.step ?? 1;
      const out: Record<string, number> = {};
      for (const it of domain.items) out[it.id] = domain.min;
      let left = domain.total - domain.min * domain.items.length;
      const cap = domain.max ?? Number.POSITIVE_INFINITY;
      while (left >= step) {
        const open = domain.items.filter((it) => out[it.id] + step <= cap);
        if (open.length === 0) break;
        out[rng.pick(open).id] += step;
        left -= step;
      }
      return out;
    }
  }
}

/** Every option of a decision, for menus and scenario matching. */
export function domainOptions(d: Decision): Option[] {
  const dom = d.domain;
  if (dom.type === 'pick') return dom.options;
  if (dom.type === 'order' || dom.type === 'distribute') return dom.items;
  return [];
}
