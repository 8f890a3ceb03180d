/** How fast the kernel alone plays its tiny test game on this machine (a reference for the fftcg figure). */
import { playGame } from '@arbiter/kernel';
import tiny from '../../../kernel/test/fixtures/tiny-duel.ts';

const c0 = process.cpuUsage();
let dec = 0;
for (let i = 0; i < 3000; i++) dec += playGame(tiny, { seed: `t${i}` }).decisions;
const cpu = process.cpuUsage(c0).user / 1e6;
console.log(JSON.stringify({ decisions: dec, cpuDecisionsPerSec: Math.round(dec / cpu) }));
