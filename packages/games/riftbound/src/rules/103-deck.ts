/**
 * RB 101–103: deck construction, and RB 462.4.a for the duel's battlefields. A deck file lists the
 * Main Deck in `cards` (the Chosen Champion's copy included, RB 103.2) and the other parts in
 * `extra`: `legend` (RB 103.1), `champion` (RB 103.2.a), `runes` (RB 103.3), `battlefields`
 * (RB 103.4). The validator lists every violation, each with its rule.
 */
import type { DeckList, DeckViolation } from '@arbiter/kernel';
import { CARDS } from '../cards/registry.ts';
import type { CardDef, Domain } from '../cards/schema.ts';

/** RB 103.2: at least 40 Main Deck cards. */
export const MIN_MAIN = 40;
/** RB 103.2.b: at most 3 copies of a name. */
export const MAX_COPIES = 3;
/** RB 103.2.d.1: at most 3 Signature cards in all. */
export const MAX_SIGNATURE = 3;
/** RB 103.3.a: exactly 12 runes. */
export const RUNES = 12;
/** RB 462.4.a: three battlefields per player in a duel. */
export const BATTLEFIELDS = 3;

export interface DeckParts {
  legend: string;
  champion: string;
  main: Record<string, number>;
  runes: Record<string, number>;
  battlefields: Record<string, number>;
}

function single(part: Record<string, number> | undefined): string {
  const ids = Object.keys(part ?? {});
  return ids.length === 1 ? ids[0] : '';
}

/** The parts of a deck list (no checks; see validateDeck). */
export function deckParts(deck: DeckList): DeckParts {
  const x = deck.extra ?? {};
  return {
    legend: single(x.legend),
    champion: single(x.champion),
    main: deck.cards,
    runes: x.runes ?? {},
    battlefields: x.battlefields ?? {},
  };
}

const v = (rule: string, en: string, zh: string): DeckViolation => ({
  rule: `RB ${rule}`,
  message: { en, zh },
});

/**
 * RB 103.1.b.3, RB 103.1.b.4: a card fits the Domain Identity when every one of its domains is among
 * the legend's (a card without domains fits any).
 */
export function fitsIdentity(card: CardDef, identity: readonly Domain[]): boolean {
  return card.domains.every((d) => identity.includes(d));
}

/** RB 132.8.b: a legend's champion tag — the tag it shares with its champion units. */
export function championTags(legend: CardDef): string[] {
  return legend.tags;
}

// RB 103.1.b, RB 103.1.b.2: the legend's domains are the Domain Identity. RB 103.2.a.2: the
// Chosen Champion is a champion unit sharing the legend's champion tag. RB 103.2.b.2: copies are
// counted by full name, so two cards of one character count apart. RB 103.2.d, RB 103.2.d.3:
// Signature cards are limited and are never the Chosen Champion (a champion unit). RB 103.4.a:
// the duel asks for three battlefields.
export function validateDeck(deck: DeckList): DeckViolation[] {
  const out: DeckViolation[] = [];
  const parts = deckParts(deck);
  const known = (id: string) => CARDS[id] !== undefined;
  for (const part of ['cards', 'legend', 'champion', 'runes', 'battlefields'] as const) {
    const ids = part === 'cards' ? Object.keys(deck.cards) : Object.keys(deck.extra?.[part] ?? {});
    for (const id of ids)
      if (!known(id)) out.push(v('103', `unknown card "${id}" in ${part}`, `${part}中有未知卡牌"${id}"`));
  }
  for (const k of Object.keys(deck.extra ?? {}))
    if (!['legend', 'champion', 'runes', 'battlefields'].includes(k))
      out.push(v('103', `unknown deck part "${k}"`, `未知的卡组部分"${k}"`));

  // RB 103.1: one Champion Legend.
  const legendCount = Object.values(deck.extra?.legend ?? {}).reduce((a, b) => a + b, 0);
  const legend = known(parts.legend) ? CARDS[parts.legend] : null;
  if (legendCount !== 1 || !parts.legend)
    out.push(v('103.1', 'a deck needs exactly one Champion Legend', '卡组需要恰好一张传奇'));
  else if (legend && legend.type !== 'legend')
    out.push(v('103.1', `"${legend.name.en}" is not a legend`, `"${legend.name.zh}"不是传奇`));
  const identity: Domain[] = legend?.type === 'legend' ? legend.domains : [];

  // RB 103.2: a Main Deck of at least 40 cards.
  const total = Object.values(deck.cards).reduce((a, b) => a + b, 0);
  if (total < MIN_MAIN)
    out.push(
      v(
        '103.2',
        `the Main Deck has ${total} cards; at least ${MIN_MAIN} are needed`,
        `主牌堆有${total}张牌，至少需要${MIN_MAIN}张`,
      ),
    );

  // RB 103.2.a: the Chosen Champion.
  const champ = known(parts.champion) ? CARDS[parts.champion] : null;
  const champCount = Object.values(deck.extra?.champion ?? {}).reduce((a, b) => a + b, 0);
  if (champCount !== 1 || !parts.champion)
    out.push(v('103.2.a', 'a deck needs exactly one Chosen Champion', '卡组需要恰好一名选定英雄'));
  else if (champ) {
    if (champ.type !== 'unit' || champ.supertype !== 'champion')
      out.push(v('103.2.a.2', `"${champ.name.en}" is not a champion unit`, `"${champ.name.zh}"不是英雄单位`));
    else if (legend && !championTags(legend).some((t) => champ.tags.includes(t)))
      out.push(
        v(
          '103.2.a.2',
          `"${champ.name.en}" does not share the legend's champion tag`,
          `"${champ.name.zh}"没有传奇的英雄标签`,
        ),
      );
    if ((deck.cards[parts.champion] ?? 0) < 1) {
      out.push(
        v(
          '103.2.a.1',
          'the Chosen Champion must be one of the Main Deck cards',
          '选定英雄必须是主牌堆中的一张牌',
        ),
      );
      // RB 103.1.b.1: the champion is a card of the deck too (a copy in the Main Deck is checked there).
      if (legend && !fitsIdentity(champ, identity))
        out.push(
          v(
            '103.1.b.1',
            `"${champ.name.en}" is outside the deck's Domain Identity`,
            `"${champ.name.zh}"不符合卡组的符文特性`,
          ),
        );
    }
  }

  // RB 103.2.b: at most 3 of a name (RB 131.4: the full name); RB 103.2.b.1 counts the champion.
  const byName = new Map<string, number>();
  let signatures = 0;
  for (const [id, n] of Object.entries(deck.cards)) {
    const c = CARDS[id];
    if (!c) continue;
    byName.set(c.name.en, (byName.get(c.name.en) ?? 0) + n);
    if (c.type === 'rune' || c.type === 'legend' || c.type === 'battlefield' || c.supertype === 'token')
      out.push(v('132.4', `"${c.name.en}" is not a Main Deck card`, `"${c.name.zh}"不是主牌堆卡牌`));
    // RB 103.2.c / RB 103.1.b.1: Domain Identity.
    if (legend && !fitsIdentity(c, identity))
      out.push(
        v(
          '103.1.b.1',
          `"${c.name.en}" is outside the deck's Domain Identity`,
          `"${c.name.zh}"不符合卡组的符文特性`,
        ),
      );
    if (c.supertype === 'signature') {
      signatures += n;
      // RB 103.2.d.2: signature cards carry the legend's champion tag.
      if (legend && !championTags(legend).some((t) => c.tags.includes(t)))
        out.push(
          v(
            '103.2.d.2',
            `signature card "${c.name.en}" does not share the legend's champion tag`,
            `专属卡"${c.name.zh}"没有传奇的英雄标签`,
          ),
        );
    }
  }
  for (const [name, n] of byName)
    if (n > MAX_COPIES)
      out.push(
        v(
          '103.2.b',
          `${n} copies of "${name}"; at most ${MAX_COPIES}`,
          `"${name}"有${n}张，至多${MAX_COPIES}张`,
        ),
      );
  // RB 103.2.d.1: at most 3 Signature cards in all.
  if (signatures > MAX_SIGNATURE)
    out.push(
      v(
        '103.2.d.1',
        `${signatures} Signature cards; at most ${MAX_SIGNATURE}`,
        `专属卡共${signatures}张，至多${MAX_SIGNATURE}张`,
      ),
    );

  // RB 103.3.a: 12 runes of the legend's domains (RB 103.3.a.1).
  const runeTotal = Object.values(parts.runes).reduce((a, b) => a + b, 0);
  if (runeTotal !== RUNES)
    out.push(
      v(
        '103.3.a',
        `the Rune Deck has ${runeTotal} runes; exactly ${RUNES} are needed`,
        `符文牌堆有${runeTotal}张，需要恰好${RUNES}张`,
      ),
    );
  for (const id of Object.keys(parts.runes)) {
    const c = CARDS[id];
    if (!c) continue;
    if (c.type !== 'rune') out.push(v('103.3.a', `"${c.name.en}" is not a rune`, `"${c.name.zh}"不是符文`));
    else if (legend && !fitsIdentity(c, identity))
      out.push(
        v(
          '103.3.a.1',
          `rune "${c.name.en}" is outside the deck's Domain Identity`,
          `符文"${c.name.zh}"不符合卡组的符文特性`,
        ),
      );
  }

  // RB 103.4 / RB 462.4.a: three battlefields, no two of a name (RB 103.4.c).
  const bfTotal = Object.values(parts.battlefields).reduce((a, b) => a + b, 0);
  if (bfTotal !== BATTLEFIELDS)
    out.push(
      v(
        '462.4.a',
        `${bfTotal} battlefield(s); a duel deck brings ${BATTLEFIELDS}`,
        `战场${bfTotal}处；对决卡组需要${BATTLEFIELDS}处`,
      ),
    );
  const bfNames = new Map<string, number>();
  for (const [id, n] of Object.entries(parts.battlefields)) {
    const c = CARDS[id];
    if (!c) continue;
    if (c.type !== 'battlefield')
      out.push(v('103.4', `"${c.name.en}" is not a battlefield`, `"${c.name.zh}"不是战场`));
    else if (c.supertype === 'token')
      out.push(v('103.4', `"${c.name.en}" is a token battlefield`, `"${c.name.zh}"是衍生物战场`));
    // RB 103.4.b: subject to Domain Identity where it applies (battlefields have no domains).
    else if (legend && !fitsIdentity(c, identity))
      out.push(
        v(
          '103.4.b',
          `battlefield "${c.name.en}" is outside the deck's Domain Identity`,
          `战场"${c.name.zh}"不符合卡组的符文特性`,
        ),
      );
    bfNames.set(c.name.en, (bfNames.get(c.name.en) ?? 0) + n);
  }
  for (const [name, n] of bfNames)
    if (n > 1)
      out.push(v('103.4.c', `battlefield "${name}" appears ${n} times`, `战场"${name}"出现了${n}次`));
  return out;
}
