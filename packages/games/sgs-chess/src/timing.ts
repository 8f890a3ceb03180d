/**
 * The timing helper: at each named timing point of a flow (SGS 1 的回合时机, 2.x 的❶❷ 时机), the
 * flow asks `runTiming` for the skills, equipment and terrain that act there. Optional ones ask
 * their role's player first; several acting at once run in seat order from the current role
 * (stand-in D12). Hooks with a count (遗计: "每受到1点伤害") run that many times (SGS 2.11).
 */
import { alive, type C, first, type G, m, type P, ROLES, roleName, type S, seatOf, yesNo } from './core.ts';

export interface Hook {
  id: string;
  src: 'skill' | 'equip' | 'terrain';
  optional: boolean;
  /** roles for which the hook acts at this point (given the event) */
  who(s: S, ev: any): number[];
  /** how many times it acts for one role (default 1) */
  times?(s: S, ev: any, r: number): number;
  /** synchronous effect, or the name of a procedure called with {r, ev} */
  apply?(ctx: C, r: number, ev: any): void;
  proc?: string;
}

export const HOOKS: Record<string, Hook[]> = {};
export const HOOK_BY_ID: Record<string, Hook> = {};

export function hook(point: string, h: Hook): void {
  (HOOKS[point] ??= []).push(h);
  HOOK_BY_ID[`${point}|${h.id}`] = h;
}

interface Entry {
  h: string;
  r: number;
  n: number;
}

function collect(s: S, point: string, ev: any): Entry[] {
  const hooks = HOOKS[point];
  if (!hooks) return [];
  const out: Entry[] = [];
  const g = s.g;
  for (const h of hooks) {
    for (const r of h.who(s, ev)) {
      const n = h.times ? h.times(s, ev, r) : 1;
      if (n > 0) out.push({ h: `${point}|${h.id}`, r, n });
    }
  }
  if (out.length > 1) {
    const from = Math.max(g.cur, 0);
    out.sort((a, b) => ((a.r - from + ROLES) % ROLES) - ((b.r - from + ROLES) % ROLES));
  }
  return out;
}

/**
 * Run the hooks of a timing point. Sets `f.step = next`; returns true if a procedure was called
 * (the caller must return), false if nothing acts (the caller continues at once).
 */
export function runTiming(
  ctx: C,
  f: { step: number },
  point: string,
  evId: number | null,
  next: number,
): boolean {
  f.step = next;
  if (ctx.logging) ctx.log(`SGS ${point}`, 'sgs.pt', { pt: point }, { to: [] });
  if (!HOOKS[point]) return false;
  const ev = evId ? ctx.g.evs[evId] : null;
  const list = collect(ctx.state, point, ev);
  if (list.length === 0) return false;
  ctx.call('sgs.timing', { pt: point, ev: evId, list, i: 0 });
  return true;
}

const HINT_KEY = { skill: 'stext', equip: 'ktext', terrain: 'ttext' } as const;
const OPTION_CACHE: Record<string, ReturnType<typeof yesNo>> = {};
/** The yes/no options of a hook; built once per hook and frozen (never mutated, safe to share). */
function hookOptions(h: Hook) {
  const key = `${h.src}.${h.id}`;
  let cached = OPTION_CACHE[key];
  if (!cached) {
    const opts = yesNo('sgs.use-hook', { h: m(key) });
    cached = deepFreeze([
      { ...opts[0], hint: m(`${HINT_KEY[h.src]}.${h.id.replace(/[0-9]$/, '')}`) },
      opts[1],
    ]);
    OPTION_CACHE[key] = cached;
  }
  return cached;
}
function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object') {
    for (const v of Object.values(x)) deepFreeze(v);
    Object.freeze(x);
  }
  return x;
}

/** Procedure behind runTiming: asks optional hooks, runs each. */
const timing: P = (ctx, f, input) => {
  const g: G = ctx.g;
  for (;;) {
    const e: Entry | undefined = f.d.list[f.d.i];
    if (!e) {
      ctx.done();
      return;
    }
    const h = HOOK_BY_ID[e.h];
    const ev = f.d.ev ? g.evs[f.d.ev] : null;
    switch (f.step) {
      case 0: {
        // the role must still be in play and the hook still apply
        if ((!alive(g, e.r) && h.src !== 'skill') || !h.who(ctx.state, ev).includes(e.r)) {
          f.d.i++;
          continue;
        }
        if (h.src === 'skill' && !alive(g, e.r)) {
          f.d.i++;
          continue;
        }
        if (h.optional) {
          f.step = 1;
          ctx.ask({
            player: seatOf(g, e.r),
            kind: 'trigger',
            prompt: m('sgs.ask-hook', { who: roleName(g, e.r), h: m(`${h.src}.${h.id}`), pt: f.d.pt }),
            rule: `SGS ${f.d.pt}`,
            domain: {
              type: 'pick',
              min: 1,
              max: 1,
              options: hookOptions(h),
            },
          });
          return;
        }
        f.step = 2;
        continue;
      }
      case 1:
        if (first(input) !== 'yes') {
          // declining one activation of a counted hook (遗计) leaves the others
          e.n--;
          if (e.n <= 0) f.d.i++;
          f.step = 0;
          continue;
        }
        f.step = 2;
        continue;
      case 2: {
        if (ctx.logging)
          ctx.log(`SGS ${f.d.pt}`, 'sgs.hook', { who: roleName(g, e.r), h: m(`${h.src}.${h.id}`) });
        if (h.apply) {
          h.apply(ctx, e.r, ev);
          f.step = 3;
          continue;
        }
        f.step = 3;
        ctx.call(h.proc!, { r: e.r, ev: f.d.ev });
        return;
      }
      case 3:
        if (ctx.state.result) return;
        e.n--;
        if (e.n <= 0) f.d.i++;
        f.step = 0;
        continue;
    }
  }
};

export const timingProcs: Record<string, P> = { 'sgs.timing': timing };
