/**
 * The nine preconstructed decks (Proving Grounds Annie, Lux, Garen, Master Yi; Origins Jinx, Viktor,
 * Lee Sin; Spiritforged Fiora, Rumble) as published or as transcribed by players, and the ready
 * decks the game offers. The Main Deck counts include the Chosen Champion's copy (RB 103.2).
 *
 * Stand-ins (docs/decisions.md): the Proving Grounds lists are one card short (39, RB 103.2 asks
 * for 40) and bring one battlefield each (a duel deck brings three, RB 462.4.a). Their ready
 * versions add one copy of a two-of card and the other Proving Grounds boxes' battlefields.
 */
import type { DeckList } from '@arbiter/kernel';

export interface Precon {
  id: string;
  name: string;
  product: 'Proving Grounds' | 'Origins' | 'Spiritforged';
  legend: string;
  champion: string;
  battlefields: string[];
  main: Record<string, number>;
  runes: Record<string, number>;
}

/** The lists as published (Origins, Spiritforged) or transcribed (Proving Grounds). */
export const PRECONS: readonly Precon[] = [
  {
    id: 'annie',
    name: 'Proving Grounds: Annie',
    product: 'Proving Grounds',
    legend: 'ogs-017-024',
    champion: 'ogs-010-024',
    battlefields: ['ogn-296-298'],
    main: {
      'ogn-169-298': 3,
      'ogn-170-298': 3,
      'ogn-171-298': 3,
      'ogn-185-298': 3,
      'ogs-003-024': 3,
      'ogn-013-298': 2,
      'ogs-011-024': 2,
      'ogn-176-298': 3,
      'ogn-005-298': 3,
      'ogs-010-024': 1,
      'ogn-191-298': 3,
      'ogs-001-024': 2,
      'ogn-174-298': 3,
      'ogs-002-024': 3,
      'ogs-018-024': 2,
    },
    runes: { 'ogn-007-298': 6, 'ogn-166-298': 6 },
  },
  {
    id: 'lux',
    name: 'Proving Grounds: Lux',
    product: 'Proving Grounds',
    legend: 'ogs-021-024',
    champion: 'ogs-014-024',
    battlefields: ['ogn-288-298'],
    main: {
      'ogn-095-298': 3,
      'ogn-103-298': 3,
      'ogn-210-298': 3,
      'ogn-084-298': 2,
      'ogn-087-298': 3,
      'ogn-206-298': 3,
      'ogs-014-024': 1,
      'ogn-219-298': 3,
      'ogn-085-298': 3,
      'ogs-006-024': 2,
      'ogs-016-024': 3,
      'ogn-105-298': 3,
      'ogs-012-024': 3,
      'ogn-088-298': 2,
      'ogs-022-024': 2,
    },
    runes: { 'ogn-089-298': 6, 'ogn-214-298': 6 },
  },
  {
    id: 'garen',
    name: 'Proving Grounds: Garen',
    product: 'Proving Grounds',
    legend: 'ogs-023-024',
    champion: 'ogs-007-024',
    battlefields: ['ogn-294-298'],
    main: {
      'ogn-210-298': 3,
      'ogn-129-298': 3,
      'ogn-130-298': 3,
      'ogn-132-298': 3,
      'ogn-211-298': 3,
      'ogn-222-298': 3,
      'ogn-206-298': 3,
      'ogn-219-298': 3,
      'ogn-131-298': 2,
      'ogn-215-298': 2,
      'ogs-024-024': 2,
      'ogs-007-024': 1,
      'ogs-013-024': 2,
      'ogs-016-024': 3,
      'ogs-015-024': 3,
    },
    runes: { 'ogn-126-298': 6, 'ogn-214-298': 6 },
  },
  {
    id: 'master-yi',
    name: 'Proving Grounds: Master Yi',
    product: 'Proving Grounds',
    legend: 'ogs-019-024',
    champion: 'ogs-004-024',
    battlefields: ['ogn-279-298'],
    main: {
      'ogn-046-298': 3,
      'ogn-048-298': 3,
      'ogn-052-298': 3,
      'ogn-127-298': 3,
      'ogn-134-298': 3,
      'ogn-129-298': 2,
      'ogn-055-298': 3,
      'ogs-020-024': 2,
      'ogn-049-298': 3,
      'ogs-004-024': 1,
      'ogs-005-024': 3,
      'ogs-008-024': 3,
      'ogn-137-298': 3,
      'ogs-009-024': 2,
      'ogn-142-298': 2,
    },
    runes: { 'ogn-042-298': 6, 'ogn-126-298': 6 },
  },
  {
    id: 'jinx',
    name: 'Origins: Jinx',
    product: 'Origins',
    legend: 'ogn-251-298',
    champion: 'ogn-030-298',
    battlefields: ['ogn-289-298', 'ogn-298-298', 'ogn-285-298'],
    main: {
      'ogn-006-298': 3,
      'ogn-001-298': 2,
      'ogn-168-298': 3,
      'ogn-008-298': 2,
      'ogn-169-298': 3,
      'ogn-165-298': 2,
      'ogn-178-298': 2,
      'ogn-003-298': 3,
      'ogn-002-298': 3,
      'ogn-011-298': 1,
      'ogn-024-298': 2,
      'ogn-180-298': 2,
      'ogn-185-298': 3,
      'ogn-182-298': 3,
      'ogn-019-298': 3,
      'ogn-036-298': 1,
      'ogn-195-298': 1,
      'ogn-030-298': 1,
    },
    runes: { 'ogn-007-298': 6, 'ogn-166-298': 6 },
  },
  {
    id: 'viktor',
    name: 'Origins: Viktor',
    product: 'Origins',
    legend: 'ogn-265-298',
    champion: 'ogn-117-298',
    battlefields: ['ogn-294-298', 'ogn-293-298', 'ogn-275-298'],
    main: {
      'ogn-090-298': 2,
      'ogn-209-298': 3,
      'ogn-213-298': 2,
      'ogn-083-298': 2,
      'ogn-093-298': 2,
      'ogn-206-298': 2,
      'ogn-094-298': 2,
      'ogn-216-298': 3,
      'ogn-095-298': 2,
      'ogn-084-298': 3,
      'ogn-208-298': 3,
      'ogn-086-298': 2,
      'ogn-101-298': 2,
      'ogn-103-298': 3,
      'ogn-222-298': 3,
      'ogn-118-298': 1,
      'ogn-233-298': 1,
      'ogn-111-298': 1,
      'ogn-117-298': 1,
    },
    runes: { 'ogn-089-298': 6, 'ogn-214-298': 6 },
  },
  {
    id: 'lee-sin',
    name: 'Origins: Lee Sin',
    product: 'Origins',
    legend: 'ogn-257-298',
    champion: 'ogn-151-298',
    battlefields: ['ogn-282-298', 'ogn-289-298', 'ogn-280-298'],
    main: {
      'ogn-052-298': 3,
      'ogn-136-298': 3,
      'ogn-055-298': 3,
      'ogn-132-298': 3,
      'ogn-043-298': 2,
      'ogn-128-298': 3,
      'ogn-053-298': 2,
      'ogn-135-298': 2,
      'ogn-125-298': 2,
      'ogn-137-298': 2,
      'ogn-058-298': 3,
      'ogn-147-298': 3,
      'ogn-060-298': 1,
      'ogn-142-298': 2,
      'ogn-065-298': 3,
      'ogn-152-298': 1,
      'ogn-157-298': 1,
      'ogn-151-298': 1,
    },
    runes: { 'ogn-042-298': 6, 'ogn-126-298': 6 },
  },
  {
    id: 'fiora',
    name: 'Spiritforged: Fiora',
    product: 'Spiritforged',
    legend: 'sfd-205-221',
    champion: 'sfd-180-221',
    battlefields: ['sfd-213-221', 'sfd-221-221', 'sfd-218-221'],
    main: {
      'sfd-110-221': 2,
      'sfd-103-221': 2,
      'sfd-156-221': 2,
      'sfd-113-221': 2,
      'sfd-099-221': 2,
      'ogn-136-298': 2,
      'sfd-093-221': 2,
      'sfd-167-221': 2,
      'sfd-157-221': 2,
      'sfd-116-221': 1,
      'sfd-097-221': 2,
      'sfd-107-221': 3,
      'ogn-229-298': 2,
      'sfd-206-221': 1,
      'sfd-106-221': 2,
      'sfd-161-221': 3,
      'sfd-108-221': 3,
      'sfd-172-221': 1,
      'sfd-095-221': 3,
      'sfd-180-221': 1,
    },
    runes: { 'ogn-126-298': 6, 'ogn-214-298': 6 },
  },
  {
    id: 'rumble',
    name: 'Spiritforged: Rumble',
    product: 'Spiritforged',
    legend: 'sfd-181-221',
    champion: 'sfd-089-221',
    battlefields: ['sfd-212-221', 'sfd-215-221', 'sfd-220-221'],
    main: {
      'sfd-021-221': 2,
      'sfd-026-221': 2,
      'sfd-007-221': 3,
      'ogn-016-298': 3,
      'sfd-065-221': 3,
      'sfd-062-221': 3,
      'sfd-069-221': 3,
      'sfd-071-221': 2,
      'ogn-083-298': 2,
      'ogn-105-298': 1,
      'sfd-070-221': 2,
      'sfd-066-221': 2,
      'sfd-076-221': 3,
      'ogn-095-298': 2,
      'ogn-024-298': 3,
      'sfd-182-221': 1,
      'sfd-019-221': 1,
      'sfd-022-221': 1,
      'sfd-089-221': 1,
    },
    runes: { 'ogn-007-298': 6, 'ogn-089-298': 6 },
  },
];

/** The Proving Grounds completions (stand-ins): one more copy of a two-of, and three battlefields. */
export const PROVING_GROUNDS_STAND_IN: Readonly<
  Record<string, { extraCopy: string; battlefields: string[] }>
> = {
  annie: { extraCopy: 'ogn-013-298', battlefields: ['ogn-296-298', 'ogn-288-298', 'ogn-294-298'] },
  lux: { extraCopy: 'ogn-084-298', battlefields: ['ogn-288-298', 'ogn-294-298', 'ogn-279-298'] },
  garen: { extraCopy: 'ogn-131-298', battlefields: ['ogn-294-298', 'ogn-279-298', 'ogn-296-298'] },
  'master-yi': { extraCopy: 'ogn-129-298', battlefields: ['ogn-279-298', 'ogn-296-298', 'ogn-288-298'] },
};

/** A precon as a deck list (RB 103): Main Deck in `cards`, the other parts in `extra`. */
export function deckList(p: Precon, complete: boolean): DeckList {
  const main = { ...p.main };
  let battlefields = p.battlefields;
  const fix = complete ? PROVING_GROUNDS_STAND_IN[p.id] : undefined;
  if (fix) {
    main[fix.extraCopy] = (main[fix.extraCopy] ?? 0) + 1;
    battlefields = fix.battlefields;
  }
  return {
    name: p.name,
    cards: main,
    extra: {
      legend: { [p.legend]: 1 },
      champion: { [p.champion]: 1 },
      runes: { ...p.runes },
      battlefields: Object.fromEntries(battlefields.map((b) => [b, 1])),
    },
  };
}

/** The ready decks: the nine precons, the Proving Grounds ones completed by the stand-in. */
export const READY_DECKS: readonly DeckList[] = PRECONS.map((p) => deckList(p, true));
