/**
 * Physical cards and decks (SGS 1.7, stand-in D6). A physical card is `<kind>.<suit><rank>`, e.g.
 * `sha.S7`; its kind is a content file. The standard deck is every kind's printed cards, in the
 * index's order; the skirmish deck drops the area tricks and 兵粮寸断 and adds three 普杀.
 */
import type { DeckList, DeckViolation, Lang } from '@arbiter/kernel';
import { registry } from './content/registry.ts';
import { SUIT_GLYPH, type Suit } from './content/schema.ts';

export interface CardDef {
  id: string;
  kind: string;
  suit: Suit;
  rank: number;
}

const RANKS: Record<string, number> = { A: 1, J: 11, Q: 12, K: 13 };
const RANK_NAME: Record<number, string> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };

const CARD_ID = /^([a-z]+)\.([SHCD])(A|J|Q|K|10|[2-9])$/;
const cache = new Map<string, CardDef | null>();
export function cardDef(id: string): CardDef | undefined {
  let d = cache.get(id);
  if (d === undefined) {
    const m = CARD_ID.exec(id);
    d =
      m && registry().kinds[m[1]]
        ? { id, kind: m[1], suit: m[2] as Suit, rank: RANKS[m[3]] ?? Number(m[3]) }
        : null;
    cache.set(id, d);
  }
  return d ?? undefined;
}

/** A card's name for messages: kind, suit and rank ('普杀 ♠7'). */
export function cardText(cardId: string, lang: Lang, sep = ' '): string | undefined {
  const d = cardDef(cardId);
  if (!d) return undefined;
  const k = registry().kinds[d.kind].file.name;
  return `${lang === 'zh' ? k.zh : k.en}${sep}${SUIT_GLYPH[d.suit]}${RANK_NAME[d.rank] ?? d.rank}`;
}

function deckOf(prints: readonly [string, string][]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [kind, list] of prints) {
    if (!list) continue;
    for (const sr of list.split(' ')) {
      const id = `${kind}.${sr}`;
      out[id] = (out[id] ?? 0) + 1;
    }
  }
  return out;
}

let decks: { standard: Record<string, number>; skirmish: Record<string, number> } | null = null;
function build() {
  const prints = registry().kindList.map((k): [string, string] => [k.id, k.prints]);
  // The skirmish deck (D6): no area tricks, no 兵粮寸断, three more 普杀.
  const drop = new Set(['wanjian', 'taoyuan', 'bingliang', 'wugu', 'jiedao', 'shandian']);
  const skirmish = prints.map(([k, list]): [string, string] =>
    drop.has(k) ? [k, ''] : k === 'sha' ? [k, `${list} SA D4 H3`] : [k, list],
  );
  return { standard: deckOf(prints), skirmish: deckOf(skirmish) };
}
/** The standard deck adapted (D6). */
export function standardDeck(): Record<string, number> {
  decks ??= build();
  return decks.standard;
}
/** A second legal deck: fewer area tricks, more Kills (D6). */
export function skirmishDeck(): Record<string, number> {
  decks ??= build();
  return decks.skirmish;
}

export const DECK_MIN = 80;
export const DECK_MAX = 120;
export const MAX_SAME_PRINT = 2;

const plural = (word: string) => (/(s|x|ch|sh)$/.test(word) ? `${word}es` : `${word}s`);

/** SGS 1.7 (D6): every violation of a deck list. */
export function validateDeck(deck: DeckList): DeckViolation[] {
  const out: DeckViolation[] = [];
  const kinds = registry().kinds;
  let total = 0;
  const perKind: Record<string, number> = {};
  const perName: Record<string, number> = {};
  for (const [id, n] of Object.entries(deck.cards)) {
    const shown = id.slice(0, 40);
    if (!Number.isInteger(n) || n < 0) {
      out.push({
        rule: 'SGS 1.7',
        message: { zh: `${shown} 的张数无效:${n}`, en: `${shown}: invalid count ${n}` },
      });
      continue;
    }
    total += n;
    const d = cardDef(id);
    if (!d) {
      out.push({ rule: 'SGS 1.7', message: { zh: `未知的牌:${shown}`, en: `unknown card id: ${shown}` } });
      continue;
    }
    if (n > MAX_SAME_PRINT)
      out.push({
        rule: 'SGS 1.7',
        message: {
          zh: `${id} 超过${MAX_SAME_PRINT}张(${n})`,
          en: `${id}: more than ${MAX_SAME_PRINT} copies (${n})`,
        },
      });
    perKind[d.kind] = (perKind[d.kind] ?? 0) + n;
    const name = kinds[d.kind].cardName;
    perName[name] = (perName[name] ?? 0) + n;
  }
  for (const [k, n] of Object.entries(perKind)) {
    const max = kinds[k].maxCopies;
    const name = kinds[k].file.name;
    if (n > max)
      out.push({
        rule: 'SGS 1.7',
        message: { zh: `【${name.zh}】超过${max}张(${n})`, en: `${name.en}: more than ${max} copies (${n})` },
      });
  }
  if (total < DECK_MIN || total > DECK_MAX)
    out.push({
      rule: 'SGS 1.7',
      message: {
        zh: `牌堆须为${DECK_MIN}–${DECK_MAX}张(现为${total})`,
        en: `the deck must have ${DECK_MIN}–${DECK_MAX} cards (has ${total})`,
      },
    });
  for (const k of registry().kindList) {
    const min = k.deckMinimum;
    if (min === undefined || (perName[k.cardName] ?? 0) >= min) continue;
    const name = k.nameText ?? k.file.name;
    out.push({
      rule: 'SGS 1.7',
      message: { zh: `【${name.zh}】少于${min}张`, en: `fewer than ${min} ${plural(name.en)}` },
    });
  }
  return out;
}
