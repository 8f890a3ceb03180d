/** Test helpers: build a position from a scenario setup and drive decisions by option id or label. */
import {
  domainOptions,
  KERNEL_CATALOG,
  openDecisions,
  renderMsg,
  runScenario,
  type State,
  submit,
} from '@arbiter/kernel';
import kaling from '../src/index.ts';
import { stats } from '../src/rules/05-terms.ts';
import type { G } from '../src/types.ts';

export type St = State<G>;

export function board(setup: unknown): { s: St; log: any[] } {
  const r = runScenario(kaling, {
    name: 't',
    game: 'kaling',
    seed: 'test',
    rules: [],
    cards: [],
    setup,
    script: [],
    expect: [],
  });
  return { s: r.state as St, log: r.log };
}

const catalog = { ...KERNEL_CATALOG, ...kaling.catalog };

export function labels(s: St, player?: number): string[] {
  passBlind(s);
  const d = openDecisions(s).find((x) => player === undefined || x.player === player);
  if (!d) return [];
  return domainOptions(d).map(
    (o) => `${o.id}|${renderMsg(o.label, 'en', catalog, (c, l) => kaling.cardName(c, l))}`,
  );
}

export function pending(s: St) {
  passBlind(s);
  return openDecisions(s)[0];
}

/**
 * Pass the chain windows whose only option is "pass": a player is asked there even without an answer
 * so that who is asked says nothing about their hidden cards; tests that script a line of play skip them.
 */
export function passBlind(s: St, log?: any[]): void {
  for (let i = 0; i < 100; i++) {
    const d = openDecisions(s)[0];
    if (d?.kind !== 'chain' || d.domain.type !== 'pick' || d.domain.options.length !== 1) return;
    const r = submit(s, kaling, { player: d.player, answer: ['pass'] }, log ?? null);
    if (!r.ok) throw new Error(`refused: ${r.error.message}`);
  }
}

/** Answer the open decision of `player` with the first option whose id equals `what` or whose English label contains it. */
export function pick(s: St, player: number, what: string | string[] | number, log?: any[]): void {
  if (what !== 'pass') passBlind(s, log);
  const d = openDecisions(s).find((x) => x.player === player);
  if (!d)
    throw new Error(
      `no decision for player ${player} (open: ${openDecisions(s).map((x) => `${x.player}:${x.kind}`)})`,
    );
  let answer: unknown = what;
  if (typeof what === 'string') {
    const opts = domainOptions(d);
    const o =
      opts.find((x) => x.id === what) ??
      opts.find((x) => renderMsg(x.label, 'en', catalog, (c, l) => kaling.cardName(c, l)).includes(what));
    if (!o) throw new Error(`no option "${what}" in ${d.kind}: ${labels(s, player).join(' ; ')}`);
    answer = [o.id];
  }
  const r = submit(s, kaling, { player, answer }, log ?? null);
  if (!r.ok) throw new Error(`refused: ${r.error.message}`);
}

/** Pass every open chain window (both players) until something else is asked. */
export function passChains(s: St, log?: any[]): void {
  for (let i = 0; i < 50; i++) {
    const d = pending(s);
    if (d?.kind !== 'chain') return;
    pick(s, d.player, 'pass', log);
  }
}

export function cardsIn(s: St, zone: string): string[] {
  return s.zones[zone].objects.map((id) => s.objects[id].card);
}

export function at(s: St, cell: string): string | null {
  const x = cell.charCodeAt(0) - 65;
  const y = Number(cell.slice(1)) - 1;
  const id = s.g.cells[y * 5 + x];
  return id ? s.objects[id].card : null;
}

export function idAt(s: St, cell: string): number {
  const x = cell.charCodeAt(0) - 65;
  const y = Number(cell.slice(1)) - 1;
  return s.g.cells[y * 5 + x];
}

export function statAt(s: St, cell: string) {
  return stats(s, idAt(s, cell));
}

export const DECK = ['sun-child', 'sun-child', 'sun-child', 'sun-child', 'sun-child'];

/** Like pick, but does nothing when no open decision of `player` offers a matching option (auto-chosen). */
export function tryPick(s: St, player: number, what: string, log?: any[]): boolean {
  if (what !== 'pass') passBlind(s, log);
  const d = openDecisions(s).find((x) => x.player === player);
  if (!d) return false;
  const opts = domainOptions(d);
  const o =
    opts.find((x) => x.id === what) ??
    opts.find((x) => renderMsg(x.label, 'en', catalog, (c, l) => kaling.cardName(c, l)).includes(what));
  if (!o) return false;
  pick(s, player, o.id, log);
  return true;
}

/** Pass chain windows until one offers an option matching `what` (then pick it). */
export function passUntil(s: St, player: number, what: string): void {
  for (let i = 0; i < 50; i++) {
    const d = pending(s);
    if (!d) throw new Error('nothing pending');
    if (d.player === player && tryPick(s, player, what)) return;
    if (d.kind !== 'chain' && d.kind !== 'choice')
      throw new Error(`"${what}" never offered; now ${d.kind}: ${labels(s, d.player).join(' ; ')}`);
    pick(s, d.player, 'pass');
  }
}

/** Finish a move in progress: step to the first offered cell until stopping is allowed, then stop. */
export function finishMove(s: St, player = 0): void {
  for (let i = 0; i < 10; i++) {
    passChains(s);
    const d = pending(s);
    if (d?.kind !== 'move') return;
    if (!tryPick(s, player, 'stop')) pick(s, player, labels(s, player)[0].split('|')[0]);
  }
}

/** A player setup with only the filler deck. */
export const P1 = { deck: DECK };

/** A card placed on a cell in a board setup. */
export const fld = (card: string, cell: string, extra: Record<string, unknown> = {}) => ({
  card,
  cell,
  ...extra,
});

/** Whether any option offered to `p` has a label containing `what`. */
export const has = (s: any, p: number, what: string) => labels(s, p).some((l) => l.includes(what));

/** Activate a tactic from hand in player 0's action phase, placing it on `cell`. */
export function playTactic(s: St, name: string, cell = 'E2'): void {
  pick(s, 0, `Activate ${name}`);
  tryPick(s, 0, cell);
}

/**
 * Paid-summon a 卡灵 from hand in player 0's action phase (KALING 3.5.2; Lv3+ with a Lv2 material
 * on A2) and return its cell and values on the field.
 */
export function paidSummon(
  id: string,
  name: string,
  level: number,
): { cell: string; ap: number; dp: number; sp: number } {
  const materials = level >= 3 ? [fld('breeze-swordsman', 'A2')] : [];
  const { s } = board({ players: [{ hand: [id], deck: DECK, field: materials }, P1] });
  pick(s, 0, `Pay to summon ${name}`);
  if (level >= 3) pick(s, 0, 'A2');
  if (pending(s)?.kind === 'cell') pick(s, 0, 'C1');
  passChains(s);
  const cell = level >= 3 && at(s, 'A2') === id ? 'A2' : 'C1';
  if (at(s, cell) !== id) throw new Error(`${id} is not on the field after its paid summon`);
  const { ap, dp, sp } = statAt(s, cell);
  return { cell, ap, dp, sp };
}
