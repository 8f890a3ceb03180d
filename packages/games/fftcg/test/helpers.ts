/** Test helpers: build a board from a scenario setup and drive decisions by option id. */
import {
  Ctx,
  domainOptions,
  type LogEntry,
  openDecisions,
  run,
  type State,
  seedRng,
  submit,
} from '@arbiter/kernel';
import { expect } from 'vitest';
import fftcg from '../src/index.ts';
import type { G } from '../src/state.ts';

export interface Board {
  s: State<G>;
  log: LogEntry[];
}

const FILL = Array.from({ length: 12 }, () => 'F01');

export function board(setup: any, cards: unknown[] = []): Board {
  const state: State<G> = {
    schema: 1,
    game: 'fftcg',
    seed: 'test',
    rng: seedRng('fftcg:test'),
    players: 2,
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
    g: {} as G,
  };
  const log: LogEntry[] = [];
  const players = (setup.players ?? [{}, {}]).map((p: any) => ({ deck: FILL, ...p }));
  fftcg.scenario!.applySetup(new Ctx(state, fftcg, log), { hold: true, ...setup, players }, cards);
  run(state, fftcg, log);
  const b = { s: state, log };
  if (setup.start === 'attack') passUntil(b, () => pending(b)?.kind === 'attack');
  return b;
}

export function pending(b: Board) {
  return openDecisions(b.s)[0];
}

export function options(b: Board): string[] {
  const d = pending(b);
  return d ? domainOptions(d).map((o) => o.id) : [];
}

export function act(b: Board, answer: unknown, player?: number): void {
  const d = pending(b);
  expect(d, 'a decision is pending').toBeTruthy();
  const r = submit(b.s, fftcg, { player: player ?? d.player, answer }, b.log);
  if (!r.ok)
    throw new Error(
      `refused ${JSON.stringify(answer)} for ${d.kind}: ${r.error.message} (options ${options(b).join(' ')})`,
    );
}

/** The object id with this scenario tag. */
export function tag(b: Board, t: string): number {
  const o = Object.values(b.s.objects).find((x) => x.data?.tag === t);
  if (!o) throw new Error(`no object tagged ${t}`);
  return o.id;
}

export function find(b: Board, zone: string, card: string): number | undefined {
  return b.s.zones[zone].objects.find((id) => b.s.objects[id].card === card);
}

/** Pay the whole cost with the first legal sources. */
export function payAll(b: Board): void {
  // A special ability first asks which same-name card to discard (FFTCG 11.7.1): the first one.
  if (pending(b)?.kind === 'special-discard') act(b, options(b)[0]);
  for (let i = 0; i < 20 && pending(b)?.kind === 'pay'; i++)
    act(
      b,
      options(b).find((o) => o !== 'cancel'),
    );
}

/** Pass priority until the stack is empty (the opponent passes too). */
export function resolveAll(b: Board): void {
  for (let i = 0; i < 40 && b.s.stack!.length > 0; i++) {
    const d = pending(b);
    if (d?.kind !== 'priority') break;
    act(b, 'pass');
  }
}

export function power(b: Board, id: number): number {
  return fftcg.scenario!.characteristic!(b.s, id, 'power') as number;
}

export function ch(b: Board, id: number, name: string): unknown {
  return fftcg.scenario!.characteristic!(b.s, id, name);
}

export function logged(b: Board, rule: string): boolean {
  return b.log.some((l) => l.rule === rule);
}

export function zoneCards(b: Board, zone: string): string[] {
  return b.s.zones[zone].objects.map((id) => b.s.objects[id].card);
}

/** Damage dealt to an object according to the log (damage is cleared at end of turn). */
export function dealt(b: Board, id: number): number {
  let n = 0;
  for (const l of b.log)
    if (l.msg.key === 'fftcg.damaged' && (l.msg.args?.c as any)?.obj === id) n += l.msg.args?.n as number;
  return n;
}

/** Pass priority (whoever has it) until `stop` holds or a decision other than priority is pending. */
export function passUntil(b: Board, stop: () => boolean, max = 60): void {
  for (let i = 0; i < max && !stop(); i++) {
    const d = pending(b);
    if (d?.kind !== 'priority') return;
    act(b, 'pass');
  }
}

/** Pass priority, decline attacks and blocks, until `stop` holds or another kind of decision is pending. */
export function advance(b: Board, stop: () => boolean, max = 80): void {
  for (let i = 0; i < max && !stop(); i++) {
    const d = pending(b);
    if (!d) return;
    if (d.kind === 'priority') act(b, 'pass');
    else if (d.kind === 'attack' && options(b).includes('end')) act(b, 'end');
    else if (d.kind === 'block') act(b, 'none');
    else return;
  }
}
