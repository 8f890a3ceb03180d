/**
 * Plays seeded self-play games for a fixed count and prints decisions per CPU second (CPU time: the machine is shared); run it under
 * `node --cpu-prof --import tsx packages/games/riftbound/tools/profile.ts [games]` to profile.
 */
import { playGame } from '@arbiter/kernel';
import riftbound from '../src/index.ts';

const games = Number(process.argv[2] ?? 20);
for (let i = 0; i < 3; i++) playGame(riftbound, { seed: `warm${i}` });
const cpu0 = process.cpuUsage();
let decisions = 0;
for (let i = 0; i < games; i++) decisions += playGame(riftbound, { seed: `profile${i}` }).decisions;
const cpu = process.cpuUsage(cpu0);
const secs = (cpu.user + cpu.system) / 1e6;
console.log(
  `${games} games, ${decisions} decisions, ${(decisions / secs).toFixed(0)} decisions per CPU second`,
);
