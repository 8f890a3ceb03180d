/**
 * Writes src/cards/pool.json: every distinct card name of the published card list with its ids and
 * type, so `arbiter cards riftbound` can show how much of the whole pool is implemented. Only
 * names, numbers and types are kept (no card text).
 *
 *   npx tsx packages/games/riftbound/tools/import-pool.ts /path/to/cards.json
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = process.argv[2];
if (!src) throw new Error('usage: import-pool.ts <cards.json>');
const cards = JSON.parse(readFileSync(src, 'utf8')).cards as {
  id: string;
  name: string;
  cardTypes: string[];
  set: string;
}[];
const byName = new Map<string, { name: string; type: string; ids: string[] }>();
for (const c of cards) {
  const e = byName.get(c.name) ?? { name: c.name, type: c.cardTypes[0].toLowerCase(), ids: [] };
  e.ids.push(c.id);
  byName.set(c.name, e);
}
const pool = [...byName.values()].sort((a, b) => a.ids[0].localeCompare(b.ids[0]));
const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'cards', 'pool.json');
writeFileSync(out, `${JSON.stringify({ cards: cards.length, names: pool.length, pool })}\n`);
console.log(`${pool.length} names from ${cards.length} cards → ${out}`);
