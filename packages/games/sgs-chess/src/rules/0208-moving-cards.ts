/**
 * SGS 2.8 巧变事件: a card changes area. The timings of 2.8 (SGS 2.8-确定巧变的牌时, SGS 2.8-巧变至目标区域前,
 * SGS 2.8-巧变至目标区域后, SGS 2.8-巧变结算结束后) have no effects in this card set, so a move is
 * immediate: the kernel gives the card a new object id (a card leaving an area forgets its flow
 * data). Drawing, discarding, the deck running out (D13) and clearing the processing area.
 */
import type { ObjId } from '@arbiter/kernel';
import { type C, msg, Z } from '../state.ts';
import { roleName } from './common.ts';

/** Top card of the deck, reshuffling the discard pile into it when empty (D13). */
export function topOfDeck(ctx: C): ObjId | undefined {
  const deck = ctx.state.zones[Z.deck].objects;
  if (deck.length === 0) {
    const discard = ctx.state.zones[Z.discard].objects;
    if (discard.length === 0) return undefined;
    for (const id of [...discard]) ctx.move(id, Z.deck);
    ctx.shuffle(Z.deck);
    ctx.log('SGS 1.7', 'sgs.reshuffle');
  }
  return deck.length ? deck[deck.length - 1] : undefined;
}

export function draw(ctx: C, r: number, n: number, rule: string): number {
  let got = 0;
  for (let i = 0; i < n; i++) {
    const top = topOfDeck(ctx);
    if (top === undefined) break;
    ctx.move(top, Z.hand(r));
    got++;
  }
  if (ctx.logging && got) ctx.log(rule, 'sgs.draw', { who: roleName(ctx.g, r), n: got });
  return got;
}

/** SGS 2.8 ③: cards go to the discard pile (discarded by `who`, or by nobody). */
export function discardCards(ctx: C, ids: readonly ObjId[], rule: string, who?: number): void {
  for (const id of ids) {
    // log after the move: in the discard pile the card is public to everyone
    const moved = ctx.move(id, Z.discard).id;
    if (ctx.logging)
      ctx.log(rule, 'sgs.discard', {
        who: who === undefined ? msg('sgs.nobody') : roleName(ctx.g, who),
        c: ctx.ref(moved),
      });
  }
}

/** SGS 2.8: whatever is still in the processing area goes to the discard pile as a flow ends. */
export function clearProcessing(ctx: C, ids: readonly ObjId[]): void {
  const processing = ctx.state.zones[Z.processing].objects;
  for (const id of ids) if (processing.includes(id)) ctx.move(id, Z.discard);
}
