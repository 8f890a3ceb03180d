/**
 * The content tests. Each card's, skill's and terrain effect's test lives beside its file
 * (src/content/<kind>/<id>.test.ts); this one entry imports them all, so the package is loaded once.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(import.meta.dirname, '..', 'src', 'content');
for (const f of readdirSync(dir, { recursive: true }).map(String).sort())
  if (f.endsWith('.test.ts')) await import(join(dir, f));
