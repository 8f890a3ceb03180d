/** Writes the ready decks as deck files (decks/*.yaml). Usage: npx tsx packages/games/fftcg/tools/write-decks.ts */
import { writeFileSync } from 'node:fs';
import { READY_DECKS } from '../src/cards/decks.ts';

for (const d of READY_DECKS) {
  const lines = [
    `game: fftcg`,
    `name: ${d.name}`,
    'cards:',
    ...Object.entries(d.cards).map(([id, n]) => `  ${id}: ${n}`),
  ];
  writeFileSync(new URL(`../decks/${d.name}.yaml`, import.meta.url), `${lines.join('\n')}\n`);
}
