/**
 * The card tests. Each card's test lives beside its card file (src/cards/<set>/<card>.test.ts);
 * this one entry imports them all, so the card set is loaded once instead of once per card
 * (178 separate test files took minutes; one takes seconds).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cardFiles } from '../tools/card-files.ts';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'cards');
for (const f of cardFiles(dir)) await import(join(dir, f.replace(/\.ts$/, '.test.ts')));
