/**
 * Plays seeded self-play games for a fixed count and prints decisions/s; run it under
 * `node --cpu-prof --import tsx packages/games/riftbound/tools/profile.ts [games]` to profile.
 */
import { playGame } from '@arbiter/kernel';
import riftbound from '../src/index.ts';

const games = Number(process.argv[2] ?? 20);
for (let i = 0; i < 3; i++) playGame(riftbound, { seed: `warm${i}` });
const t0 = process.hrtime.bigint();
let decisions = 0;
for (let i = 0; i < games; i++) decisions += playGame(riftbound, { seed: `profile${i}` }).decisions;
const secs = Number(process.hrtime.bigint() - t0) / 1e9;
console.log(`${games} games, ${decisions} decisions, ${(decisions / secs).toFixed(0)} decisions/s`);
