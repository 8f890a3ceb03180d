/**
 * Writes src/rules/cr-ids.json: the number of every rule of Riftbound Core Rules v1.2 in order,
 * read from the text's rule numbers (no rule text is kept). Odd spacing in the source ("322. 2",
 * "135.2. a") is normalised; a step label after a number ("351. 1. Remove ...") is not part of it.
 * The one number the source repeats (744.5) gets "744.5-2" for its second use.
 *
 *   npx tsx packages/games/riftbound/tools/import-rule-ids.ts /path/to/core-rules-v1.2.txt
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = process.argv[2];
if (!src) throw new Error('usage: import-rule-ids.ts <core-rules-v1.2.txt>');
const ids: string[] = [];
for (const line of readFileSync(src, 'utf8').split('\n').slice(1)) {
  const m = /^(\d{3})/.exec(line);
  if (!m) continue;
  let rest = line.slice(3);
  const parts = [m[1]];
  for (;;) {
    const tight = /^\.([0-9a-z]+)(?=[.\s])/.exec(rest);
    if (tight) {
      parts.push(tight[1]);
      rest = rest.slice(tight[0].length);
      continue;
    }
    // "135. 1 Some cards" is rule 135.1, but "103.1. 1 Champion Legend" is rule 103.1 about one
    // legend: a spaced number continues a top-level number only, a spaced letter a sub-rule only.
    const spaced = /^\.\s(\d+|[a-z])(\s)/.exec(rest);
    if (spaced && /^\d+$/.test(spaced[1]) === (parts.length === 1)) {
      parts.push(spaced[1]);
      rest = rest.slice(spaced[0].length - 1);
      continue;
    }
    break;
  }
  let id = parts.join('.');
  while (ids.includes(id)) id = `${id}-2`;
  ids.push(id);
}
const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'rules', 'cr-ids.json');
writeFileSync(out, `${JSON.stringify(ids)}\n`);
console.log(`${ids.length} rule numbers → ${out}`);
