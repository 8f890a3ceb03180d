/**
 * VZ 601 preparing a game, and VZ 101 the players.
 *
 * VZ 101.1 two players. VZ 502.1a each owns the cards of their deck. VZ 601.1a the Account face up
 * in the account zone; VZ 601.1b the Missions face down in the mission zone, placed by their owner
 * (VZ 507.3: fixed for the game; both place at once, decisions D15); VZ 601.1c shuffle the main deck
 * face down as the deck; VZ 601.1d each reveals the top card of their deck into their energy zone,
 * the higher cost goes first, on a tie again (decisions D14); VZ 601.1e each draws 5, then the
 * second player puts 2 hand cards into their energy zone; VZ 601.1f missions turn face up; VZ 601.1g
 * the first player begins turn 1.
 */
import type { Ctx, DeckList, PlayerId, Procedure } from '@arbiter/kernel';
import { cardData } from '../cards/registry.ts';
import { emptyCounts, type G, opponent, zoneOf } from '../state.ts';
import { addZones, cardsIn, deckTop, moveCard, moveGroup } from './0501-zones.ts';
import { setFaceDown, setState } from './0502-card-state.ts';
import { draw, shuffleDeck } from './1100-keyword-actions.ts';

export function freshG(): G {
  return {
    turn: 0,
    turnPlayer: 0,
    firstPlayer: 0,
    phase: 'setup',
    moment: 'other',
    attack: null,
    attackSeq: 0,
    counts: [emptyCounts(), emptyCounts()],
    conceded: [],
  };
}

/** The parts of a deck list (VZ 401.2): the account, the missions and the main deck. */
export function deckParts(deck: DeckList): { account: string[]; missions: string[]; main: string[] } {
  const expand = (m: Record<string, number> | undefined) =>
    Object.entries(m ?? {}).flatMap(([id, n]) => Array.from({ length: n }, () => id));
  return {
    account: expand(deck.extra?.account),
    missions: expand(deck.extra?.missions),
    main: expand(deck.cards),
  };
}

/** Create the zones and the cards of both decks (VZ 601.1a / VZ 601.1b / VZ 601.1c without the choices). */
export function createDecks(ctx: Ctx<G>, decks: readonly DeckList[]): void {
  addZones(ctx);
  decks.forEach((deck, p) => {
    const parts = deckParts(deck);
    // VZ 601.1a.
    for (const id of parts.account) ctx.create(id, p, zoneOf(p, 'account'));
    // VZ 601.1b: face down; slots are chosen by the owner (`vz.setup`).
    for (const id of parts.missions) ctx.create(id, p, zoneOf(p, 'mission'), {}, { faceDown: true });
    // VZ 601.1c.
    for (const id of parts.main) ctx.create(id, p, zoneOf(p, 'deck'), {}, { faceDown: true });
    shuffleDeck(ctx, p);
  });
}

/** VZ 601.1: the setup procedure, then the first turn. */
export const setupGame: Procedure<G> = (ctx, f, input) => {
  const g = ctx.g;
  for (;;) {
    switch (f.step) {
      case 0: {
        // VZ 601.1b / VZ 507.3: both players place their missions into slots 1–3 at the same time.
        f.step = 1;
        ctx.askMany(
          [0, 1].map((p) => ({
            player: p,
            kind: 'place-missions',
            prompt: { key: 'vz.place-missions' },
            rule: 'VZ 601.1b',
            domain: {
              type: 'order' as const,
              items: cardsIn(ctx.state, p, 'mission').map((id, i) => ({
                id: `m${i}`,
                label: { key: 'vz.card', args: { c: ctx.ref(id) } },
                obj: id,
              })),
            },
          })),
          'all',
        );
        return;
      }
      case 1: {
        const answers = input as Record<number, string[]>;
        for (const p of [0, 1]) {
          const ids = cardsIn(ctx.state, p, 'mission').slice();
          const order = answers[p].map((s) => ids[Number(s.slice(1))]);
          const zone = ctx.zone(zoneOf(p, 'mission'));
          zone.objects = order;
          order.forEach((id, slot) => {
            setState(ctx, id, 'slot', slot);
          });
        }
        ctx.touch();
        ctx.log('VZ 601.1b', 'vz.missions-placed');
        f.step = 2;
        continue;
      }
      case 2: {
        // VZ 601.1d: reveal the top card into energy; the higher cost goes first; ties repeat.
        const costs: number[] = [];
        for (const p of [0, 1]) {
          const top = deckTop(ctx.state, p);
          if (top === undefined) {
            costs.push(-1);
            continue;
          }
          costs.push(cardData(ctx.obj(top).card).cost ?? 0);
          ctx.log('VZ 601.1d', 'vz.first-reveal', { player: p, c: ctx.ref(top), cost: costs[p] });
          moveCard(ctx, top, { zone: 'energy' });
        }
        if (costs[0] === costs[1]) {
          if (deckTop(ctx.state, 0) === undefined || deckTop(ctx.state, 1) === undefined) {
            // Decisions D14: cannot happen with legal decks.
            g.firstPlayer = ctx.random(2);
          } else continue;
        } else g.firstPlayer = costs[0] > costs[1] ? 0 : 1;
        ctx.log('VZ 601.1d', 'vz.first-player', { player: g.firstPlayer });
        // VZ 601.1e: draw 5 each.
        for (const p of [0, 1]) draw(ctx, p, 5);
        f.step = 3;
        const second = opponent(g.firstPlayer);
        const hand = cardsIn(ctx.state, second, 'hand');
        ctx.ask({
          player: second,
          kind: 'setup-energy',
          prompt: { key: 'vz.setup-energy' },
          rule: 'VZ 601.1e',
          domain: {
            type: 'pick',
            min: Math.min(2, hand.length),
            max: Math.min(2, hand.length),
            options: hand.map((id, i) => ({
              id: `h${i}`,
              label: { key: 'vz.card', args: { c: ctx.ref(id) } },
              obj: id,
            })),
          },
        });
        return;
      }
      case 3: {
        const second = opponent(g.firstPlayer);
        const hand = cardsIn(ctx.state, second, 'hand').slice();
        const chosen = (input as string[]).map((s) => hand[Number(s.slice(1))]);
        moveGroup(ctx, chosen, { zone: 'energy' });
        ctx.log('VZ 601.1e', 'vz.setup-energy-done', { player: second, n: chosen.length });
        // VZ 601.1f.
        for (const p of [0, 1])
          for (const id of cardsIn(ctx.state, p, 'mission')) setFaceDown(ctx, id, false);
        ctx.touch();
        ctx.log('VZ 601.1f', 'vz.missions-up');
        // VZ 601.1g.
        g.turnPlayer = g.firstPlayer;
        g.turn = 0;
        ctx.done();
        ctx.call('vz.turn', {});
        return;
      }
    }
  }
};

/** VZ 101.4: a player concedes at any time and loses (VZ 101.5: no effect makes them, none replaces it). */
export function concede(state: import('../state.ts').VzState, player: PlayerId): void {
  if (state.result) return;
  state.g.conceded.push(player);
  state.result = {
    winners: [opponent(player)],
    draw: false,
    rule: 'VZ 101.4',
    reason: { key: 'vz.conceded', args: { player } },
  };
  state.pending = null;
}
