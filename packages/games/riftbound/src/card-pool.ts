/**
 * `arbiter cards riftbound`: every distinct name of the published pool (767), and which of them
 * this package has written. A card is "encoded" when its data and behaviour are written in the
 * vocabulary; it becomes "implemented" when the game plays it, which needs the chain and the
 * other kernel services the game is waiting for.
 */
import type { CardPoolReport, PoolCard } from '@arbiter/kernel';
import { CARDS, POOL } from './cards/registry.ts';

export function cardPool(): CardPoolReport {
  const cards: PoolCard[] = POOL.map((e) => {
    const ours = e.ids.filter((id) => CARDS[id] !== undefined);
    return ours.length
      ? {
          name: e.name,
          ids: e.ids,
          type: e.type,
          status: 'encoded',
          note: 'waits for the chain to be played',
        }
      : { name: e.name, ids: e.ids, type: e.type, status: 'missing' };
  });
  return {
    total: cards.length,
    implemented: cards.filter((c) => c.status === 'implemented').length,
    encoded: cards.filter((c) => c.status === 'encoded').length,
    cards,
  };
}
