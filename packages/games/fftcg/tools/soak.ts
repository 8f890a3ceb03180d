import { playGame } from '@arbiter/kernel';
import fftcg from '../src/index.ts';

const n = Number(process.argv[2] ?? 1000);
let errors = 0,
  capped = 0,
  maxDec = 0;
for (let i = 0; i < n; i++) {
  const decks = [fftcg.decks.ready[i % 3], fftcg.decks.ready[Math.floor(i / 3) % 3]];
  const r = playGame(fftcg, {
    seed: `soak${i}`,
    decks,
    options: i % 7 === 0 ? { format: 'limited' } : undefined,
  });
  if (r.error) {
    errors++;
    if (errors < 5) console.log(i, r.error);
  }
  if (r.capped) capped++;
  maxDec = Math.max(maxDec, r.decisions);
}
console.log(JSON.stringify({ n, errors, capped, maxDec }));
