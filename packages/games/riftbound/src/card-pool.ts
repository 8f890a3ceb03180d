/**
 * `arbiter cards riftbound`: every distinct name of the published pool (767), and which of them
 * this package has written. A card is "encoded" when its data and behaviour are written in the
 * vocabulary; it becomes "implemented" when the game plays it, which needs the chain and the
 * other kernel services the game is waiting for.
 */
import type { CardPoolReport, PoolCard } from '@arbiter/kernel';
import { CARDS, missingCode, POOL } from './cards/registry.ts';

export function cardPool(): CardPoolReport {
  const cards: PoolCard[] = POOL.map((e) => {
    const ours = e.ids.filter((id) => CARDS[id] !== undefined);
    if (!ours.length) return { name: e.name, ids: e.ids, type: e.type, status: 'missing' };
    const code = ours.flatMap((id) => missingCode(id));
    const note = code.length
      ? `waits for the chain to be played; its card code (${code.join(', ')}) is still to write`
      : 'waits for the chain to be played';
    return { name: e.name, ids: e.ids, type: e.type, status: 'encoded', note };
  });
  return {
    total: cards.length,
    implemented: cards.filter((c) => c.status === 'implemented').length,
    encoded: cards.filter((c) => c.status === 'encoded').length,
    cards,
  };
}
