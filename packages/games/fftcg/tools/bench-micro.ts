/** Micro-benchmark of the hot functions on states sampled from random games (not a test). */
import {
  Ctx,
  cloneState,
  computeUncached,
  createGame,
  openDecisions,
  RandomAgent,
  type State,
  submit,
} from '@arbiter/kernel';
import fftcg from '../src/index.ts';
import { chars, LAYERS } from '../src/rules/11-layers.ts';
import { actionOptions } from '../src/rules/11-play.ts';
import { CHECKS } from '../src/rules/12-rule-processes.ts';
import type { G } from '../src/state.ts';

const samples: State<G>[] = [];
for (let g = 0; g < 30; g++) {
  const s = createGame(fftcg, {
    seed: `m${g}`,
    players: 2,
    decks: [fftcg.decks.ready[0], fftcg.decks.ready[1]],
  });
  const a = new RandomAgent(`m${g}`);
  while (!s.result) {
    const d = openDecisions(s)[0];
    if (d.kind === 'priority' && samples.length < 3000) samples.push(cloneState(s));
    submit(s, fftcg, { player: d.player, answer: a.decideRaw(s, d) });
  }
}
function time(name: string, f: (s: State<G>) => void) {
  const t0 = performance.now();
  let n = 0;
  for (let r = 0; r < 5; r++)
    for (const s of samples) {
      f(s);
      n++;
    }
  console.log(name, (((performance.now() - t0) / n) * 1000).toFixed(2), 'µs');
}
time('chars (fresh version)', (s) => {
  s.version++;
  chars(s);
});
time('chars (same version)', (s) => {
  chars(s);
});
time('chars (fresh version again)', (s) => {
  s.version++;
  chars(s);
});
time('computeUncached', (s) => {
  computeUncached(s, LAYERS);
});
time('computeUncached (no dependency)', (s) => {
  computeUncached(s, { ...LAYERS, dependency: 'none' });
});
time('actionOptions', (s) => {
  const ctx = new Ctx(s, fftcg, null);
  actionOptions(
    ctx,
    s.pending!.asks[0].player,
    s.g.phase === 'end' ? 'end' : s.g.phase === 'attack' ? 'attack' : 'main',
  );
});
time('checks.find', (s) => {
  for (const c of CHECKS.checks) c.find(s);
});
time('clone', (s) => {
  cloneState(s);
});
console.log('samples', samples.length);
