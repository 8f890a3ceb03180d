/**
 * FFTCG 7 zones and 8.2 starting the game: shuffle, a random first player, 5 cards each, then the
 * mulligans (first player first).
 */
import type { Ctx, Procedure, SetupOptions } from '@arbiter/kernel';
import { InputError } from '@arbiter/kernel';
import { validateDeck } from '../cards/decks.ts';
import { type G, z } from '../state.ts';
import { draw } from './common.ts';

/** FFTCG 7.1: seven kinds of zones, one of each per player except the shared stack. */
// FFTCG 7.2: every zone but the stack belongs to a player. FFTCG 7.6, FFTCG 7.6.1, FFTCG 7.6.2: deck and hand are
// non-public, the rest public. FFTCG 7.7.1: characters enter the field; FFTCG 7.8.1, FFTCG 7.8.2: a card per point of damage;
// FFTCG 7.10.1: broken, discarded and resolved cards go to the Break Zone; FFTCG 7.11.1: drawn cards go to hand;
// FFTCG 7.12.1, FFTCG 7.13.3: the stack keeps the order things were put on it (last = top); FFTCG 7.13.1: removed cards.
// FFTCG 7.4: moving between zones makes a new object (kernel `move`). FFTCG 7.5: nothing in the pool leaves the game
// entirely.
export function addZones(ctx: Ctx<G>): void {
  for (let p = 0; p < 2; p++) {
    ctx.addZone(z(p, 'deck'), p, 'hidden'); // FFTCG 7.9.1
    ctx.addZone(z(p, 'hand'), p, 'owner'); // FFTCG 7.11.2
    ctx.addZone(z(p, 'field'), p, 'public'); // FFTCG 7.7.2
    ctx.addZone(z(p, 'damage'), p, 'public'); // FFTCG 7.8.3
    ctx.addZone(z(p, 'break'), p, 'public'); // FFTCG 7.10.2
    ctx.addZone(z(p, 'removed'), p, 'public'); // FFTCG 7.13.2
  }
  ctx.addZone('stack', null, 'public'); // FFTCG 7.12.2
}

export function freshG(fmt: 'c' | 'l'): G {
  return {
    fmt,
    first: 0,
    turn: 0,
    tp: 0,
    phase: 'setup',
    combat: null,
    lose: [0, 0],
  };
}

export function setup(ctx: Ctx<G>, opts: SetupOptions): void {
  if (opts.players !== 2) throw new InputError('FF-TCG is a two-player game (FFTCG 1.1)');
  const fmt = opts.options?.format === 'limited' ? 'l' : 'c';
  ctx.state.g = freshG(fmt);
  addZones(ctx);
  for (let p = 0; p < 2; p++) {
    const deck = opts.decks[p];
    const errs = validateDeck(deck, fmt);
    if (errs.length) throw new InputError(`deck "${deck.name}": ${errs.map((e) => e.message.en).join('; ')}`);
    const ids = Object.keys(deck.cards).sort();
    // FFTCG 6.2.1: the player who brings a card in their deck owns it.
    for (const card of ids) for (let i = 0; i < deck.cards[card]; i++) ctx.create(card, p, z(p, 'deck'));
  }
  ctx.call('fftcg.game', {});
}

/** FFTCG 8.2.1: the game's root procedure. */
export const game: Procedure<G> = (ctx, f, input) => {
  const g = ctx.g;
  for (;;) {
    switch (f.step) {
      case 0:
        // FFTCG 15.1.1.6.1: shuffling puts face-down cards in an order nobody knows (kernel rng).
        // FFTCG 8.2.1.1: shuffle; FFTCG 8.2.1.2: choose the first player at random.
        ctx.shuffle('p0:deck');
        ctx.shuffle('p1:deck');
        g.first = ctx.random(2);
        g.tp = g.first;
        ctx.log('FFTCG 8.2.1.2', 'fftcg.first-player', { player: g.first });
        // FFTCG 8.2.1.3: each player draws 5.
        draw(ctx, 0, 5, 'FFTCG 8.2.1.3');
        draw(ctx, 1, 5, 'FFTCG 8.2.1.3');
        f.d.m = 0;
        f.step = 1;
        continue;
      case 1: {
        // FFTCG 8.2.1.4: mulligans, first player first.
        if (f.d.m >= 2) {
          f.step = 10;
          continue;
        }
        const p = (g.first + f.d.m) % 2;
        f.step = 2;
        ctx.ask({
          player: p,
          kind: 'mulligan',
          prompt: { key: 'fftcg.mulligan' },
          rule: 'FFTCG 8.2.1.4',
          domain: {
            type: 'pick',
            min: 1,
            max: 1,
            options: [
              { id: 'keep', label: { key: 'fftcg.keep' } },
              { id: 'mull', label: { key: 'fftcg.mull' } },
            ],
          },
        });
        return;
      }
      case 2: {
        const p = (g.first + f.d.m) % 2;
        if ((input as string[])[0] === 'keep') {
          f.d.m++;
          f.step = 1;
          continue;
        }
        const hand = ctx.state.zones[z(p, 'hand')].objects;
        f.step = 3;
        ctx.ask({
          player: p,
          kind: 'mulligan-order',
          prompt: { key: 'fftcg.mulligan-order' },
          rule: 'FFTCG 8.2.1.4',
          domain: {
            type: 'order',
            items: hand.map((id) => ({
              id: `h${id}`,
              label: { key: 'fftcg.obj', args: { c: ctx.ref(id) } },
              obj: id,
            })),
          },
        });
        return;
      }
      case 3: {
        const p = (g.first + f.d.m) % 2;
        // The first card listed ends up at the very bottom.
        const ids = (input as string[]).map((s) => Number(s.slice(1)));
        for (let i = ids.length - 1; i >= 0; i--) ctx.move(ids[i], z(p, 'deck'), { position: 'bottom' });
        ctx.log('FFTCG 8.2.1.4', 'fftcg.mulliganed', { player: p });
        draw(ctx, p, 5, 'FFTCG 8.2.1.4');
        f.d.m++;
        f.step = 1;
        continue;
      }
      case 10:
        // FFTCG 8.2.1.5: the first player takes the first turn; then turns alternate.
        f.step = 11;
        ctx.call('fftcg.turn', {});
        return;
      case 11:
        g.tp = 1 - g.tp;
        f.step = 10;
        continue;
    }
  }
};
