import { playGame } from '@arbiter/kernel';
import vividz from './src/index.ts';

for (let i = 0; i < 5; i++) playGame(vividz, { seed: `w${i}` });
const t0 = process.hrtime.bigint();
let dec = 0;
for (let i = 0; i < 40; i++) {
  const r = playGame(vividz, { seed: `p${i}` });
  dec += r.decisions;
}
console.log(Number(process.hrtime.bigint() - t0) / 1e6, 'ms', dec);
