/**
 * The kit the card tests beside each card file use: the card's data checked against the
 * vocabulary, a standard board to read target choices from, and the board/layer helpers of kit.ts.
 */
import type { ObjId } from '@arbiter/kernel';
import { expect } from 'vitest';
import { CARDS, parseCard } from '../src/cards/registry.ts';

export { codeNames } from '../src/cards/registry.ts';

import type { Ability, CardDef, CardModule, TargetSlot } from '../src/cards/schema.ts';
import { type TurnState, timingAllows, totalCost, validTargets } from '../src/rules/346-playing.ts';
import { type Scope, scopeOf } from '../src/rules/vocabulary.ts';
import { Z } from '../src/state.ts';
import { type Board, type BoardSpec, board, drain, runProc } from './kit.ts';

export { board, keywords, might } from './kit.ts';
export type { Board, BoardSpec };

/** The card's data, parsed (fails the test with the vocabulary's message if it does not parse). */
export function parsed(mod: CardModule): CardDef {
  const r = parseCard(mod.card);
  if (!r.ok) throw new Error(r.error);
  return r.card;
}

/**
 * The data check every card test runs: the card parses in the vocabulary, is the one the registry
 * holds, has its name and its text in both languages, and every code name it uses is provided.
 */
export function checkData(mod: CardModule): CardDef {
  const c = parsed(mod);
  expect(CARDS[c.id]).toEqual(c);
  expect(c.name.en.length).toBeGreaterThan(0);
  expect(c.name.zh.length).toBeGreaterThan(0);
  expect(c.text?.en.length ?? 0).toBeGreaterThan(0);
  expect(c.text?.zh.length ?? 0).toBeGreaterThan(0);
  // Our own words: the text never carries the publisher's symbol codes.
  expect(`${c.text?.en} ${c.text?.zh}`).not.toMatch(/:rb_|\[[A-Z]\]/);
  return c;
}

/** When the card may be played: ['neutral-own'] always; 'showdown' with Action; 'closed' with Reaction. */
export function timings(c: CardDef): string[] {
  const states: [string, TurnState][] = [
    ['neutral-own', { showdown: false, closed: false, ownTurn: true }],
    ['neutral-other', { showdown: false, closed: false, ownTurn: false }],
    ['showdown', { showdown: true, closed: false, ownTurn: false }],
    ['closed', { showdown: false, closed: true, ownTurn: false }],
  ];
  return states.filter(([, t]) => timingAllows(c, t)).map(([n]) => n);
}

/**
 * The standard board for target checks. Player 0 (the card's controller): `myBase` (Pouty Poro,
 * Deflect) in base, `myBf` (Crackshot Corsair) at battlefield 0, `myGear` (Orb of Regret) in base,
 * `myTrashUnit` and `myTrashSpell` in the trash. Player 1: `theirBase` (Crackshot Corsair) in base,
 * `theirBf` (Stalwart Poro) at battlefield 1, `theirGear` (Scrapheap), `theirTrashUnit` in trash.
 * The card itself is `self` in player 0's base (units, gear) or hand (spells).
 */
export function standardBoard(cardId: string): Board {
  const c = CARDS[cardId];
  const self = { card: cardId, as: 'self' };
  const onBoard = c.type === 'unit' || c.type === 'gear';
  const b = board({
    battlefields: c.type === 'battlefield' ? [cardId, 'ogn-288-298'] : undefined,
    control: [0, 1],
    p0: {
      base: [
        { card: 'ogn-013-298', as: 'myBase' },
        { card: 'ogn-090-298', as: 'myGear' },
        ...(onBoard ? [self] : []),
      ],
      bf0: [{ card: 'ogn-130-298', as: 'myBf' }],
      trash: [
        { card: 'ogn-049-298', as: 'myTrashUnit' },
        { card: 'ogn-229-298', as: 'myTrashSpell' },
      ],
      hand: c.type === 'spell' ? [self] : [],
      legend: c.type === 'legend' ? self : undefined,
      runes: c.type === 'rune' ? [self] : [],
    },
    p1: {
      base: [
        { card: 'ogn-130-298', as: 'theirBase' },
        { card: 'ogn-182-298', as: 'theirGear' },
      ],
      bf1: [{ card: 'ogn-052-298', as: 'theirBf' }],
      trash: [{ card: 'ogn-142-298', as: 'theirTrashUnit' }],
    },
  });
  if (c.type === 'battlefield') b.id.self = b.id.bf0;
  return b;
}

/** The target slots of the card's ability `i` (a spell's own, a mode's, or a triggered/activated ability's). */
export function slotsOf(c: CardDef, i: number, mode?: number): TargetSlot[] {
  const ab: Ability = c.abilities[i];
  if (ab.kind === 'modal-spell') return ab.modes[mode ?? 0].targets;
  if (ab.kind === 'activated' && ab.modes) return ab.modes[mode ?? 0].targets;
  if ('targets' in ab) return ab.targets;
  return [];
}

/** The names (on the standard board) of the valid choices for a target slot. */
export function targetNames(
  cardId: string,
  ability: number,
  slot: number,
  mode?: number,
  b?: Board,
): string[] {
  const bb = b ?? standardBoard(cardId);
  const c = CARDS[cardId];
  const self = bb.id.self;
  const scope: Scope =
    bb.s.objects[self].zone === Z.hand(0) ? { controller: 0, source: null, here: null } : scopeOf(bb.s, self);
  const ids = validTargets(bb.s, slotsOf(c, ability, mode)[slot], scope);
  return namesOf(bb, ids);
}

export function namesOf(b: Board, ids: readonly ObjId[]): string[] {
  const byId = new Map<number, string>();
  for (const [n, id] of Object.entries(b.id)) if (!byId.has(id)) byId.set(id, n);
  return ids.map((id) => byId.get(id) ?? String(id)).sort();
}

/** Energy and Power the card costs for player 0 on a board. */
export function costOn(b: Board, name = 'self', ch: Parameters<typeof totalCost>[3] = {}) {
  return totalCost(b.s, 0, b.id[name], ch).owed;
}

/**
 * Execute the steps of the card's ability `i` (as it resolves) through the instruction interpreter,
 * with these targets, for player `controller`, with `source` as "me" (null: a spell), until it asks
 * something or finishes.
 */
export function runSteps(
  b: Board,
  cardId: string,
  i: number,
  targets: ObjId[][] = [],
  source: ObjId | null = null,
  controller = 0,
): void {
  const o = source === null ? undefined : b.s.objects[source];
  runProc(b, 'rb.exec', {
    at: { card: cardId, path: ['abilities', i, 'steps'] },
    pc: 0,
    scope: { controller, source, here: o ? o.zone : null, targets },
  });
}

/** Run what the steps left on the flow (a kill through the event pipeline, say). */
export function settle(b: Board): void {
  drain(b);
}

/** Damage marked on an object (0 if none). */
export function damageOf(b: Board, id: ObjId): number {
  return (b.s.objects[id]?.data as { damage?: number } | undefined)?.damage ?? 0;
}
