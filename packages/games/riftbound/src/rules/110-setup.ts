/**
 * RB 110–118 and RB 462 (1v1 Duel): setting up a game. Legends to the legend zones (RB 111),
 * Chosen Champions to the champion zones (RB 112), one battlefield per player chosen at random
 * from their three (RB 113, RB 462.5), decks shuffled (RB 114), turn order drawn (RB 115), four
 * cards each (RB 116), mulligans in turn order (RB 117), then the first player's turn (RB 118).
 */
import {
  type Ctx,
  type DeckList,
  InputError,
  type ObjId,
  type Option,
  type PlayerId,
  type Procedure,
} from '@arbiter/kernel';
import { type BattlefieldState, emptyPool, emptyRecord, type RbGame, Z } from '../state.ts';
import { deckParts, validateDeck } from './103-deck.ts';
import { createZones } from './105-zones.ts';
import { draw, recycleToDeck } from './400-actions.ts';

type C = Ctx<RbGame>;

/** RB 462.3: the Duel's Victory Score; RB 462.6: one game, the first to it wins. */
export const DUEL_VICTORY_SCORE = 8;
/** RB 462.4: two battlefields in play. */
export const DUEL_BATTLEFIELDS = 2;

/** The initial game data (RB 462.1, RB 462.2: two players, one opponent each, no teams). */
export function initialGame(players: number): RbGame {
  return {
    tp: 0,
    first: 0,
    turn: 0,
    turnsTaken: Array(players).fill(0),
    phase: 'setup',
    points: Array(players).fill(0),
    victoryScore: DUEL_VICTORY_SCORE,
    pools: Array.from({ length: players }, emptyPool),
    battlefields: [],
    record: Array.from({ length: players }, emptyRecord),
    combat: null,
    showdown: null,
    initial: false,
    once: [],
    lastDamage: null,
    chosen: Array(players).fill(null),
  };
}

/**
 * Build the board from two legal decks (RB 103): the game refuses an illegal deck with its first
 * violation. Then the root procedure runs the rest of setup.
 */
export function setupGame(ctx: C, decks: readonly DeckList[]): void {
  const players = decks.length;
  if (players !== 2) throw new InputError(`riftbound is played by 2 players (RB 462.1), not ${players}`);
  for (const deck of decks) {
    const v = validateDeck(deck);
    if (v.length) throw new InputError(`deck "${deck.name}" is not legal: [${v[0].rule}] ${v[0].message.en}`);
  }
  ctx.state.g = initialGame(players);
  createZones(ctx, players, DUEL_BATTLEFIELDS);
  for (let p = 0; p < players; p++) {
    const parts = deckParts(decks[p]);
    // RB 126, RB 126.1: a player owns what they brought (legend, battlefields, both decks).
    // RB 111, RB 103.1.a: the Champion Legend goes to the legend zone; RB 132.6.b, RB 132.6.b.1,
    // RB 170.2, RB 170.2.a, RB 170.2.b: legends are not shuffled or played; they start there.
    // RB 170.1: owned by a player.
    ctx.create(parts.legend, p, Z.legend(p));
    // RB 112, RB 103.2.a.1: the Chosen Champion goes to the champion zone (one copy, out of the
    // Main Deck). RB 132.4: other Main Deck cards begin in the Main Deck.
    ctx.create(parts.champion, p, Z.champion(p));
    // RB 103.2.a.3: the chosen card is remembered once; its name makes a unit the Chosen Champion.
    ctx.state.g.chosen[p] = parts.champion;
    let championLeft = 1;
    for (const [id, n] of Object.entries(parts.main)) {
      for (let i = 0; i < n; i++) {
        if (id === parts.champion && championLeft > 0) {
          championLeft--;
          continue;
        }
        ctx.create(id, p, Z.deck(p));
      }
    }
    // RB 132.5, RB 132.5.a, RB 132.5.a.1: runes begin in the Rune Deck and are channeled, not played.
    for (const [id, n] of Object.entries(parts.runes))
      for (let i = 0; i < n; i++) ctx.create(id, p, Z.runeDeck(p));
    // RB 113, RB 113.1: battlefields are set aside until the mode (RB 462.5) picks one. RB 132.6,
    // RB 132.6.a, RB 132.6.a.1, RB 166.1, RB 166.2, RB 166.2.a, RB 166.2.b: battlefields are owned,
    // never shuffled into a deck nor played, and start the game on the board.
    for (const [id, n] of Object.entries(parts.battlefields))
      for (let i = 0; i < n; i++) ctx.create(id, p, Z.setAside(p));
  }
  ctx.call('rb.game', {});
}

/**
 * RB 462.5: each player's battlefield, picked at random from the three they brought; the others
 * are not used. The chosen ones go to the battlefield zone, the first player's first.
 * RB 168: the mode sets how many battlefields are in play (RB 462.4: two).
 */
function chooseBattlefields(ctx: C): void {
  const s = ctx.state;
  for (let p = 0; p < s.players; p++) {
    const aside = ctx.zone(Z.setAside(p)).objects.filter((id) => s.objects[id].card !== undefined);
    const pick = aside[ctx.random(aside.length)];
    const moved = ctx.move(pick, Z.battlefields);
    const bf: BattlefieldState = {
      obj: moved.id,
      zone: Z.at(s.g.battlefields.length),
      controller: null,
      contestedBy: null,
      showdownStaged: false,
      combatStaged: false,
      scored: [],
    };
    s.g.battlefields.push(bf);
    ctx.log('RB 462.5', 'rb.battlefield-chosen', { player: p, c: ctx.ref(moved.id) });
    // The other two "are removed and will not be used for this game".
    for (const id of [...ctx.zone(Z.setAside(p)).objects]) ctx.destroyObject(id);
  }
}

/**
 * The game: setup steps that happen once, then turns until the game ends (RB 302).
 * d: { mulligan: number }
 */
export const game: Procedure<RbGame> = (ctx, f, input) => {
  const s = ctx.state;
  const g = ctx.g;
  for (;;) {
    switch (f.step) {
      case 0: {
        chooseBattlefields(ctx);
        // RB 114: shuffle each deck separately (RB 114.1, RB 114.2, RB 103.3.b).
        for (let p = 0; p < s.players; p++) {
          ctx.shuffle(Z.deck(p));
          ctx.shuffle(Z.runeDeck(p));
        }
        // RB 115: a fair random method decides the first player (RB 115.1.a, RB 115.1.b.1); RB 115.1,
        // RB 115.1.b, RB 115.1.c: then turns alternate between the two players until the game ends
        // (case 4 below). RB 115.2: the duel's first-turn adjustment is RB 462.7 (314-turn.ts).
        g.first = ctx.random(s.players);
        g.tp = g.first;
        ctx.log('RB 115', 'rb.first-player', { player: g.first });
        // RB 116: each player draws 4.
        for (let p = 0; p < s.players; p++) draw(ctx, p, 4);
        f.d.mulligan = 0;
        f.step = 1;
        continue;
      }
      case 1: {
        // RB 117: mulligans in turn order, starting with the first player.
        if (f.d.mulligan >= s.players) {
          f.step = 3;
          continue;
        }
        const p: PlayerId = (g.first + f.d.mulligan) % s.players;
        const hand = ctx.zone(Z.hand(p)).objects;
        const options: Option[] = hand.map((id) => ({
          id: String(id),
          label: { key: 'rb.aside', args: { c: ctx.ref(id) } },
          obj: id,
        }));
        f.step = 2;
        ctx.ask({
          player: p,
          kind: 'mulligan',
          prompt: { key: 'rb.mulligan' },
          rule: 'RB 117.1',
          domain: { type: 'pick', min: 0, max: Math.min(2, options.length), options },
        });
        return;
      }
      case 2: {
        const p: PlayerId = (g.first + f.d.mulligan) % s.players;
        const picked = ((Array.isArray(input) ? input : [input]) as string[])
          .filter((x) => x !== undefined)
          .map(Number);
        mulligan(ctx, p, picked);
        f.d.mulligan++;
        f.step = 1;
        continue;
      }
      case 3:
        // RB 118: play begins with the first player's turn; RB 302: turns go on until someone wins.
        f.step = 4;
        ctx.call('rb.turn', {});
        return;
      case 4:
        g.tp = (g.tp + 1) % s.players;
        f.step = 3;
        continue;
    }
  }
};

/**
 * RB 117.1, RB 117.2, RB 117.3: set the chosen cards (at most two) aside, draw as many, then recycle the set-aside
 * cards (RB 403: to the bottom of the deck, in random order when there are two, RB 403.5).
 */
export function mulligan(ctx: C, p: PlayerId, ids: readonly ObjId[]): void {
  const hand = ctx.zone(Z.hand(p)).objects;
  const chosen = ids.filter((id) => hand.includes(id)).slice(0, 2);
  const aside: ObjId[] = [];
  for (const id of chosen) aside.push(ctx.move(id, Z.setAside(p)).id);
  ctx.log('RB 117.1', 'rb.mulliganed', { player: p, n: aside.length });
  if (aside.length) {
    draw(ctx, p, aside.length);
    recycleToDeck(ctx, p, aside);
  }
}
