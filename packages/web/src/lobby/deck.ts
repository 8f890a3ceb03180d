/**
 * A pasted deck file (docs/records-and-decks.md: JSON or YAML with `name`, `cards`, optional `extra`
 * and `game`), read and checked against the game's deck-building rules in the browser so that every
 * violation is listed before the table is created. The server checks the deck again.
 */
import { clip, type DeckList, type DeckViolation } from '@arbiter/kernel';
import { parse as parseYaml } from 'yaml';
import { moduleOf } from '../games.ts';

export type DeckCheck =
  | { ok: true; deck: DeckList; cards: number }
  | { ok: false; unreadable: string }
  | { ok: false; deck: DeckList; violations: DeckViolation[] };

const isCounts = (v: unknown): v is Record<string, number> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function checkDeckText(text: string, gameId: string): DeckCheck {
  let raw: unknown;
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, unreadable: 'empty' };
  try {
    raw = trimmed.startsWith('{') ? JSON.parse(trimmed) : parseYaml(trimmed);
  } catch (e) {
    return { ok: false, unreadable: clip((e as Error).message.split('\n')[0]) };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { ok: false, unreadable: 'a deck file is a map with "name" and "cards"' };
  const r = raw as Record<string, unknown>;
  const unknown = Object.keys(r).filter((k) => !['game', 'name', 'cards', 'extra'].includes(k));
  if (unknown.length) return { ok: false, unreadable: `unknown key "${clip(unknown[0], 30)}"` };
  if (typeof r.name !== 'string' || !r.name) return { ok: false, unreadable: 'missing "name"' };
  if (!isCounts(r.cards)) return { ok: false, unreadable: 'missing "cards" (card id → copies)' };
  if (r.game !== undefined && r.game !== gameId)
    return { ok: false, unreadable: `this deck is for game "${clip(String(r.game), 30)}", not "${gameId}"` };
  for (const [id, n] of Object.entries(r.cards)) {
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1)
      return {
        ok: false,
        unreadable: `cards.${clip(id, 30)}: a card count must be a whole number of at least 1`,
      };
  }
  const deck: DeckList = { name: r.name, cards: r.cards as Record<string, number> };
  if (r.extra !== undefined) {
    if (!isCounts(r.extra) || !Object.values(r.extra).every(isCounts))
      return { ok: false, unreadable: '"extra" maps part names to card counts' };
    deck.extra = r.extra as unknown as Record<string, Record<string, number>>;
  }
  const module = moduleOf(gameId);
  if (!module) return { ok: false, unreadable: `unknown game ${gameId}` };
  const violations = module.decks.validate(deck);
  if (violations.length) return { ok: false, deck, violations };
  return { ok: true, deck, cards: Object.values(deck.cards).reduce((a, b) => a + b, 0) };
}
