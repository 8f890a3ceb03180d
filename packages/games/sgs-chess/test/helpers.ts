import {
  Ctx,
  domainOptions,
  KERNEL_CATALOG,
  type LogEntry,
  openDecisions,
  renderMsg,
  run,
  type State,
  seedRng,
  submit,
} from '@arbiter/kernel';
import sgs from '../src/index.ts';

/** Build a mid-game state from a scenario setup and run to the first decision (with a log). */
export function setupGame(setup: any, seed = 't'): { s: State; log: LogEntry[] } {
  const log: LogEntry[] = [];
  const s: State = {
    schema: 1,
    game: 'sgs-chess',
    seed,
    rng: seedRng(`sgs-chess:${seed}`),
    players: setup.seats ?? 2,
    version: 0,
    nextId: 1,
    clock: 0,
    zones: {},
    objects: {},
    lki: {},
    flow: [],
    pending: null,
    effects: [],
    triggers: [],
    decisionCount: 0,
    result: null,
    g: {},
  };
  const ctx = new Ctx(s, sgs, log);
  sgs.scenario!.applySetup(ctx, setup, []);
  run(s, sgs, log);
  return { s, log };
}

const catalog = { ...KERNEL_CATALOG, ...sgs.catalog };
const label = (o: any) => renderMsg(o.label, 'en', catalog, (c, l) => sgs.cardName(c, l));

/**
 * The open decision (first one), with its option ids and English labels. `ids` and `labels` leave
 * out "cancel" (taking a use back, D24: back-out.test.ts checks it); `all` keeps every id.
 */
export function pending(s: State) {
  const d = openDecisions(s)[0];
  if (!d) return null;
  const all = domainOptions(d);
  const opts = all.filter((o) => o.id !== 'cancel');
  return {
    d,
    player: d.player,
    kind: d.kind,
    ids: opts.map((o) => o.id),
    labels: opts.map(label),
    all: all.map((o) => o.id),
  };
}

/**
 * Answer the pending decision of `player` (default: the first open one) by option id, or by a
 * unique English label fragment. Throws if refused or ambiguous.
 */
export function act(game: { s: State; log: LogEntry[] }, pick: string | string[], player?: number): void {
  const { s, log } = game;
  const open = openDecisions(s);
  const d = player === undefined ? open[0] : open.find((x) => x.player === player);
  if (!d) throw new Error(`no decision for ${player ?? 'anyone'}`);
  const opts = domainOptions(d);
  const resolve = (p: string) => {
    if (opts.some((o) => o.id === p)) return p;
    const hits = opts.filter((o) => label(o).includes(p));
    if (hits.length !== 1)
      throw new Error(
        `"${p}" matches ${hits.length} of [${opts.map((o) => `${o.id}=${label(o)}`).join(' | ')}] (${d.kind})`,
      );
    return hits[0].id;
  };
  const answer = Array.isArray(pick)
    ? pick.map(resolve)
    : d.domain.type === 'order'
      ? [resolve(pick)]
      : resolve(pick);
  const r = submit(s, sgs, { player: d.player, answer }, log);
  if (!r.ok) throw new Error(`refused: ${r.error.message}`);
}

/** Rules of the timing points passed, in order. */
export function points(log: LogEntry[]): string[] {
  return log.filter((e) => e.msg.key === 'sgs.pt').map((e) => e.rule!);
}

/** Whether `sub` appears in `seq` in order (not necessarily adjacent). */
export function inOrder(seq: string[], sub: string[]): boolean {
  let i = 0;
  for (const x of seq) if (i < sub.length && x === sub[i]) i++;
  return i === sub.length;
}

export const g = (s: State) => s.g as import('../src/core.ts').G;

/** Six roles with defaults; override by index. */
export function roles(over: Record<number, any>): any[] {
  const base = [
    { gen: 'caocao', cell: 'D2' },
    { gen: 'diaochan', cell: 'F1' },
    { gen: 'daqiao', cell: 'G2' },
    { gen: 'zhenji', cell: 'D1' },
    { gen: 'machao', cell: 'B7' },
    { gen: 'zhugeliang', cell: 'C7' },
  ];
  return base.map((r, i) => ({ ...r, ...(over[i] ?? {}) }));
}
export { sgs };

/** Let the current-turn role name dying responders in seat order until no one is left to name. */
export function nameResponders(game: { s: State; log: LogEntry[] }): void {
  for (let p = pending(game.s); p; p = pending(game.s)) {
    if (p.kind === 'dying-order') act(game, p.ids[0]);
    else if (p.kind === 'dying-peach' && p.ids.length === 1) act(game, 'pass');
    else break;
  }
}

/** Everyone passes the open 【无懈可击】 window(s). */
export function noWuxie(game: { s: State; log: LogEntry[] }): void {
  while (openDecisions(game.s)[0]?.kind === 'wuxie') {
    const d = openDecisions(game.s)[0];
    act(game, 'pass', d.player);
  }
}
export const cardsIn = (s: State, zone: string) => s.zones[zone].objects.map((id) => s.objects[id].card);
