/**
 * What Riftbound tells AI search (kernel observe/determinize, packages/ai): a heuristic value of a
 * position read from the view, and which hidden cards may lie where (a rune in the Rune Deck, any
 * other card elsewhere). A facedown card carries only public data (RB 737.1.b: the turn it was
 * hidden), and game data names no hidden card.
 */
import type { AiHooks, DeckList, GameObject, ObjectView, StateView } from '@arbiter/kernel';
import { CARDS } from './cards/registry.ts';
import { type RbGame, Z } from './state.ts';

/** Might of a unit as far as the view shows it: printed, +1 for a buff (RB 702), less damage. */
function unitValue(o: ObjectView): number {
  const card = o.card ? CARDS[o.card] : undefined;
  if (card?.type !== 'unit') return card?.type === 'gear' ? 0.15 : 0;
  const might = (card.might ?? 0) + (o.data?.buff ? 1 : 0);
  return 0.2 + Math.max(0, might - (o.data?.damage ?? 0)) / 10;
}

/**
 * Points weigh most (RB 462.3: reaching the Victory Score wins); then battlefields held (RB 447:
 * a held battlefield scores as its controller's turn begins), the units and gear on the board
 * (units by Might, a unit at a battlefield a little more: it holds or contests it), runes in play
 * (RB 156: they pay for everything), cards in hand; an almost empty deck costs (RB 418: drawing from it burns out, and the opponent scores).
 */
export function evaluate(view: StateView): number[] {
  const g = view.g as RbGame;
  const score = [0, 0];
  const victory = g.victoryScore || 8;
  for (const p of [0, 1]) {
    score[p] += (6 * (g.points[p] ?? 0)) / victory;
    score[p] += 0.12 * (view.zones[Z.hand(p)]?.count ?? 0);
    score[p] += 0.1 * (view.zones[Z.runes(p)]?.count ?? 0);
    if ((view.zones[Z.deck(p)]?.count ?? 0) < 3) score[p] -= 0.5;
    for (const o of view.zones[Z.base(p)]?.objects ?? []) score[o.controller] += unitValue(o);
  }
  for (const bf of g.battlefields ?? []) {
    if (bf.controller !== null) score[bf.controller] += 0.5;
    for (const o of view.zones[bf.zone]?.objects ?? []) score[o.controller] += 1.2 * unitValue(o);
  }
  const edge = 1 / (1 + Math.exp(-0.9 * (score[0] - score[1])));
  return [edge, 1 - edge];
}

export const ai: AiHooks<RbGame> = {
  evaluate,
  // RB 112, RB 103.2.a.1: the chosen champion is one copy of the Main Deck's; its own part of the
  // list names it again. Every other part adds its cards.
  deckCards(deck: DeckList) {
    const out: Record<string, number> = { ...deck.cards };
    for (const [part, cards] of Object.entries(deck.extra ?? {})) {
      if (part === 'champion') continue;
      for (const [card, n] of Object.entries(cards)) out[card] = (out[card] ?? 0) + n;
    }
    return out;
  },
  // Where each kind of card may lie hidden: runes in the Rune Deck (RB 132.5), battlefields set
  // aside before the game picks them (RB 113), Main Deck cards (units, spells, gear) in the Main
  // Deck, a hand or face down at a battlefield (RB 132.4). The battlefields a game does not use
  // (RB 462.5) are left in no zone, so they are never dealt.
  canDeal(_state, obj: GameObject, card: string) {
    const type = CARDS[card]?.type;
    if (obj.zone.endsWith(':rune-deck')) return type === 'rune';
    if (obj.zone.endsWith(':aside')) return type === 'battlefield';
    return type === 'unit' || type === 'spell' || type === 'gear';
  },
};
