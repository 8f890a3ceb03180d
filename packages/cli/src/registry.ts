/** Every game the command line knows, in the order `arbiter games` lists them. */
import fftcg from '@arbiter/fftcg';
import kaling from '@arbiter/kaling';
import type { GameModule } from '@arbiter/kernel';
import { clip, InputError } from '@arbiter/kernel';
import riftbound from '@arbiter/riftbound';
import sgsChess from '@arbiter/sgs-chess';
import vividz from '@arbiter/vividz';

const games: GameModule[] = [fftcg, kaling, riftbound, sgsChess, vividz];

export const GAMES: readonly GameModule[] = games;

/** Add a game at run time (tests use it for small fixture games). */
export function registerGame(module: GameModule): void {
  if (games.some((g) => g.id === module.id)) return;
  games.push(module);
}

export function findGame(id: string): GameModule {
  const g = GAMES.find((x) => x.id === id);
  if (!g) throw new InputError(`unknown game "${clip(id)}" (known: ${GAMES.map((x) => x.id).join(', ')})`);
  return g;
}

export function playableGame(id: string): GameModule {
  const g = findGame(id);
  if (g.status === 'planned') throw new InputError(`game "${clip(id)}" is planned and cannot be played yet`);
  return g;
}

/**
 * A game whose deck-building rules can be checked: playable games, and planned games that already
 * ship ready decks (deck validation needs no game loop).
 */
export function deckGame(id: string): GameModule {
  const g = findGame(id);
  if (g.status === 'planned' && g.decks.ready.length === 0)
    throw new InputError(`game "${id}" is planned and has no deck rules yet`);
  return g;
}
