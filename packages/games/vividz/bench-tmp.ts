import { playGame } from '@arbiter/kernel';
import fftcg from '@arbiter/fftcg';
import vividz from './src/index.ts';
function run(m: any, n: number, tag: string) {
  let dec = 0; const c0 = process.cpuUsage();
  for (let i = 0; i < n; i++) { const r = playGame(m, { seed: `${tag}${i}` }); if (r.error) console.log('ERR', r.error); dec += r.decisions; }
  const c = process.cpuUsage(c0);
  return { dec, ms: (c.user + c.system) / 1000 };
}
run(vividz, 5, 'w'); run(fftcg, 5, 'w');
const out: Record<string, number[]> = { vividz: [], fftcg: [] };
for (let k = 0; k < 3; k++) {
  for (const [name, m] of [['vividz', vividz], ['fftcg', fftcg]] as const) {
    const r = run(m, 15, `b${k}`); out[name].push(r.dec / r.ms * 1000);
  }
}
for (const [k, v] of Object.entries(out)) console.log(k, 'decisions per CPU-second', v.map((x) => Math.round(x)).join(' '));
console.log('ratio vividz/fftcg', (out.vividz.reduce((a, b) => a + b) / out.fftcg.reduce((a, b) => a + b)).toFixed(2));
