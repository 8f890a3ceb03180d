/** Quick self-play figure (not a test): npx tsx packages/games/fftcg/tools/selfplay.ts [games] */
import { playGame } from '@arbiter/kernel';
import fftcg from '../src/index.ts';

const n = Number(process.argv[2] ?? 200);
const t0 = performance.now();
const c0 = process.cpuUsage();
let dec = 0;
let errors = 0;
let capped = 0;
const rules: Record<string, number> = {};
for (let i = 0; i < n; i++) {
  const decks = [fftcg.decks.ready[i % 3], fftcg.decks.ready[(i + 1) % 3]];
  const r = playGame(fftcg, { seed: `s${i}`, decks });
  dec += r.decisions;
  if (r.error) {
    errors++;
    if (errors < 4) console.log(i, r.error);
  }
  if (r.capped) capped++;
  const rule = r.state?.result?.rule ?? 'none';
  rules[rule] = (rules[rule] ?? 0) + 1;
}
const s = (performance.now() - t0) / 1000;
const cpu = process.cpuUsage(c0).user / 1e6;
console.log(
  JSON.stringify({
    games: n,
    errors,
    capped,
    decisions: dec,
    perGame: dec / n,
    gamesPerSec: n / s,
    decisionsPerSec: Math.round(dec / s),
    cpuDecisionsPerSec: Math.round(dec / cpu),
    cpuGamesPerSec: Math.round((n / cpu) * 10) / 10,
    rules,
  }),
);
