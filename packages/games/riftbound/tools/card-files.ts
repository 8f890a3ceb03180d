/** The card files under src/cards/<set>/ (tests beside them excluded), sorted. */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function cardFiles(cardsDir: string): string[] {
  const out: string[] = [];
  for (const set of readdirSync(cardsDir).sort()) {
    const d = join(cardsDir, set);
    if (!statSync(d).isDirectory()) continue;
    for (const f of readdirSync(d).sort())
      if (f.endsWith('.ts') && !f.endsWith('.test.ts')) out.push(`${set}/${f}`);
  }
  return out;
}
