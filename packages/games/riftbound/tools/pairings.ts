/** Plays one random game for every ordered pairing of the nine ready decks, with the kernel's window checks on: `npx tsx packages/games/riftbound/tools/pairings.ts [games per pairing]`. */
import { kernelChecks, playGame } from '@arbiter/kernel';
import rb from '../src/index.ts';

kernelChecks.windows = true;
const ready = rb.decks.ready;
const seeds = Number(process.argv[2] ?? 1);
let bad = 0,
  n = 0,
  dec = 0;
const t = Date.now();
const reasons: Record<string, number> = {};
for (let i = 0; i < ready.length; i++)
  for (let j = 0; j < ready.length; j++)
    for (let k = 0; k < seeds; k++) {
      const o = playGame(rb, { seed: `p${i}-${j}-${k}`, decks: [ready[i], ready[j]] });
      n++;
      dec += o.decisions;
      const r = o.state.result as any;
      if (r) reasons[r.rule] = (reasons[r.rule] ?? 0) + 1;
      if (o.error || o.capped || !r) {
        bad++;
        console.log(i, j, k, ready[i].name, ready[j].name, o.error?.slice(0, 300), o.capped);
      }
    }
console.log('games', n, 'bad', bad, 'decisions', dec, 'ms', Date.now() - t, JSON.stringify(reasons));
