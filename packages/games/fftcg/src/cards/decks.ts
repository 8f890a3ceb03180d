/**
 * FFTCG 8.1: decks. A deck file is JSON or YAML: `{ name, cards: { <card id>: copies } }`.
 */
import type { DeckList, DeckViolation } from '@arbiter/kernel';
import { CARDS } from './cards.ts';

/** FFTCG 8.1.1.1, FFTCG 8.1.1.2, FFTCG 5.2.5.1: every violation of the deck rules. */
export function validateDeck(deck: DeckList, fmt: 'c' | 'l' = 'c'): DeckViolation[] {
  const out: DeckViolation[] = [];
  let total = 0;
  if (typeof deck !== 'object' || deck === null || typeof deck.cards !== 'object' || deck.cards === null) {
    return [
      {
        rule: 'FFTCG 8.1.1',
        message: {
          zh: '卡组需要 cards 字段（卡牌编号 → 张数）',
          en: 'a deck needs a "cards" map (card id → copies)',
        },
      },
    ];
  }
  for (const [id, n] of Object.entries(deck.cards)) {
    if (!CARDS[id])
      out.push({
        rule: 'FFTCG 5.2.5.1',
        message: { zh: `未知的卡牌编号：${id}`, en: `unknown card id: ${id}` },
      });
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) {
      out.push({
        rule: 'FFTCG 8.1.1',
        message: {
          zh: `${id} 的张数必须是正整数（现为 ${String(n)}）`,
          en: `copies of ${id} must be a positive whole number (got ${String(n)})`,
        },
      });
      continue;
    }
    total += n;
    if (fmt === 'c' && n > 3)
      out.push({
        rule: 'FFTCG 8.1.1.2',
        message: {
          zh: `${id} 放入了 ${n} 张，同一编号至多3张`,
          en: `${id}: ${n} copies, at most 3 of one card number`,
        },
      });
  }
  if (fmt === 'c' && total !== 50)
    out.push({
      rule: 'FFTCG 8.1.1.1',
      message: {
        zh: `构筑赛卡组需正好50张，现为 ${total} 张`,
        en: `a constructed deck has exactly 50 cards, this one has ${total}`,
      },
    });
  if (fmt === 'l' && total < 40)
    out.push({
      rule: 'FFTCG 8.1.1.1',
      message: {
        zh: `限制赛卡组至少40张，现为 ${total} 张`,
        en: `a limited deck has at least 40 cards, this one has ${total}`,
      },
    });
  return out;
}

function deck(name: string, list: string): DeckList {
  const cards: Record<string, number> = {};
  for (const part of list.trim().split(/\s+/)) {
    const [id, n] = part.split('x');
    cards[id] = Number(n);
  }
  return { name, cards };
}

export const READY_DECKS: DeckList[] = [
  // Fire / Ice / Water with a Light splash.
  deck(
    'ember-frost',
    'F01x3 F02x2 F03x2 F04x2 F05x2 F06x2 F07x2 F08x1 F09x2 F10x1 I01x3 I02x2 I03x2 I04x1 I05x2 I06x3 I07x1 I08x2 I09x2 A02x2 A04x2 A05x1 A06x1 A07x1 A08x1 H01x1 H02x1 M01x2 M05x1',
  ),
  // Wind / Earth / Lightning with a Dark splash.
  deck(
    'storm-stone',
    'W01x3 W02x2 W03x2 W04x2 W05x2 W06x1 W07x2 W08x1 W09x1 E01x2 E02x1 E03x2 E04x3 E05x1 E06x1 E07x1 E08x2 L01x2 L02x2 L03x2 L04x2 L05x1 L06x3 L07x1 L08x1 L09x1 D01x1 D02x1 D03x1 M03x1 M04x1 M09x1',
  ),
  // Water / Wind / Light / Dark odds and ends.
  deck(
    'tide-wind',
    'A01x3 A02x2 A03x2 A04x2 A05x2 A06x2 A07x2 A08x2 W01x3 W02x2 W03x2 W05x2 W06x2 W07x2 W09x2 M02x2 M06x2 M07x2 M09x2 H03x1 H02x1 D03x1 M08x1 E04x3 L06x2 M10x1',
  ),
];
