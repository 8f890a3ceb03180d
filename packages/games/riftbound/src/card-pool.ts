/**
 * `arbiter cards riftbound`: every distinct name of the published pool (767), and which of them
 * this package has written. A card is "implemented" when the game plays everything its file says:
 * every step of its abilities is one the instruction interpreter executes (src/rules/134-instructions.ts)
 * and any card code it names is written. It is "encoded" when its data is written but some part is
 * not played yet (the note says which).
 */
import type { CardPoolReport, PoolCard } from '@arbiter/kernel';
import { CARDS, missingCode, POOL } from './cards/registry.ts';
import type { CardDef } from './cards/schema.ts';

/** Steps the interpreter does not execute yet, by a short name for the note. */
function unplayedSteps(c: CardDef): string[] {
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (o.do === 'look-top') out.add('look at the top card');
      if (o.do === 'move' && o.to === 'swap-with') out.add('swap locations');
      if (o.do === 'deal' && o.split === true) out.add('split damage');
      for (const x of Object.values(o)) walk(x);
    }
  };
  walk([...c.abilities, ...(c.effectText ?? [])]);
  return [...out];
}

export function cardPool(): CardPoolReport {
  const cards: PoolCard[] = POOL.map((e) => {
    const ours = e.ids.filter((id) => CARDS[id] !== undefined);
    if (!ours.length) return { name: e.name, ids: e.ids, type: e.type, status: 'missing' };
    const code = ours.flatMap((id) => missingCode(id));
    const steps = [...new Set(ours.flatMap((id) => unplayedSteps(CARDS[id])))];
    if (!code.length && !steps.length)
      return { name: e.name, ids: e.ids, type: e.type, status: 'implemented' };
    const parts: string[] = [];
    if (code.length) parts.push(`its card code (${code.join(', ')}) is still to write`);
    if (steps.length) parts.push(`not played yet: ${steps.join(', ')}`);
    return { name: e.name, ids: e.ids, type: e.type, status: 'encoded', note: parts.join('; ') };
  });
  return {
    total: cards.length,
    implemented: cards.filter((c) => c.status === 'implemented').length,
    encoded: cards.filter((c) => c.status === 'encoded').length,
    cards,
  };
}
