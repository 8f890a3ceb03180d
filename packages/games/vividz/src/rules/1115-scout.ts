/**
 * VZ 1115 Scout and VZ 1201 Accel: reveal the top card of your deck; if it qualifies you may use it
 * without paying any cost; otherwise (or if you do not) it goes to your energy zone.
 *
 * VZ 1115.1 a card with the Scout mark qualifies. VZ 1201.2 Accel: a card with the feature or
 * account info the ability names qualifies; VZ 1201.3 a card not used goes to the energy zone.
 * VZ 1108.3: the revealed card is public while this resolves; it leaves the deck either way.
 */
import type { PlayerId, Procedure } from '@arbiter/kernel';
import { cardData } from '../cards/registry.ts';
import type { G } from '../state.ts';
import { deckTop, moveCard } from './0501-zones.ts';
import { reveal } from './1100-keyword-actions.ts';

interface RevealData {
  player: PlayerId;
  /** Accel: the feature or account info asked for; Scout: null. */
  feature?: string | null;
  account?: string | null;
  accel?: boolean;
  /** Already revealed (VZ 804.2b reveals both first), or null if that deck was empty. */
  card?: number | null;
}

/** Whether a revealed card may be used: the Scout mark (VZ 1115.1) or Accel's feature / account (VZ 1201.2). */
export function qualifies(
  cardId: string,
  d: { accel?: boolean; feature?: string | null; account?: string | null },
): boolean {
  const def = cardData(cardId);
  if (def.kind !== 'character' && def.kind !== 'event') return false;
  if (!d.accel) return def.marks.includes('scout');
  return (
    (d.feature != null && def.feature === d.feature) || (d.account != null && def.accountInfo === d.account)
  );
}

/** VZ 1115.1 scout / VZ 1201.2 accel. d: RevealData. */
export const revealAndUse: Procedure<G> = (ctx, f, input) => {
  const d = f.d as RevealData;
  const rule = d.accel ? 'VZ 1201.2' : 'VZ 1115.1';
  if (f.step === 0) {
    const preset = d.card !== undefined;
    const top = preset ? d.card : deckTop(ctx.state, d.player);
    if (top === undefined || top === null || !ctx.state.objects[top]?.zone.endsWith(':deck')) {
      ctx.done();
      return;
    }
    d.card = top;
    if (!preset) reveal(ctx, top);
    if (!qualifies(ctx.obj(top).card, d)) {
      f.step = 2;
      return;
    }
    f.step = 1;
    ctx.ask({
      player: d.player,
      kind: d.accel ? 'accel' : 'scout',
      prompt: { key: 'vz.use-revealed', args: { c: ctx.ref(top) } },
      rule,
      domain: {
        type: 'pick',
        min: 1,
        max: 1,
        options: [
          { id: 'use', label: { key: 'vz.use' } },
          { id: 'energy', label: { key: 'vz.to-energy' } },
        ],
      },
    });
    return;
  }
  if (f.step === 1 && (input as string[])[0] === 'use') {
    f.step = 3;
    ctx.call('vz.play', { player: d.player, card: d.card, free: true, via: d.accel ? 'accel' : 'scout' });
    return;
  }
  if (f.step === 3) {
    ctx.done(input);
    return;
  }
  // VZ 1115.1 / VZ 1201.3: not used — into the energy zone.
  const o = ctx.state.objects[d.card!];
  if (o?.zone.endsWith(':deck')) {
    ctx.log(d.accel ? 'VZ 1201.3' : 'VZ 1115.1', 'vz.revealed-to-energy', { c: ctx.ref(o.id) });
    moveCard(ctx, o.id, { zone: 'energy' });
  }
  ctx.done();
};
