import { KERNEL_PROCEDURES, playGame } from '@arbiter/kernel';
import fftcg from '../src/index.ts';

const counts: Record<string, number> = {};
for (const [k, p] of Object.entries(fftcg.procedures))
  (fftcg.procedures as any)[k] = (c: any, f: any, i: any) => {
    counts[k] = (counts[k] ?? 0) + 1;
    return p(c, f, i);
  };
for (const [k, p] of Object.entries(KERNEL_PROCEDURES))
  (KERNEL_PROCEDURES as any)[k] = (c: any, f: any, i: any) => {
    counts[k] = (counts[k] ?? 0) + 1;
    return p(c, f, i);
  };
let dec = 0;
for (let i = 0; i < 100; i++) dec += playGame(fftcg, { seed: `c${i}` }).decisions;
console.log(
  dec,
  Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${(v / dec).toFixed(2)}`)
    .join('\n'),
);
