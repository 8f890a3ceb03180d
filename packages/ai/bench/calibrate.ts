/**
 * Calibration of iteration budgets: the CPU time of one search iteration in every game, so that
 * strength runs on a busy machine can use an iteration budget worth about 200 ms of one core
 * (docs/ai.md, Strength). It searches positions of seeded random games (every 15th decision with a
 * real choice, from decision 7 on; the first game warms the JIT up and is not counted) with 50
 * iterations each and prints CPU ms per iteration and the iterations that fit in 180 ms (the
 * search's share of a 200 ms budget, `searchTimeMs`).
 *
 *   npx tsx packages/ai/bench/calibrate.ts [game]
 *
 * On a machine busy with other work CPU time per iteration grows (shared caches and cores), so the
 * figures there are a lower bound of what a quiet core does.
 */

import fftcg from '@arbiter/fftcg';
import kaling from '@arbiter/kaling';
import {
  createGame,
  defaultDecks,
  type GameModule,
  observe,
  openDecisions,
  Rng,
  randomAnswer,
  submit,
} from '@arbiter/kernel';
import riftbound from '@arbiter/riftbound';
import sgs from '@arbiter/sgs-chess';
import vividz from '@arbiter/vividz';
import { answerCount, Search } from '../src/index.ts';

const only = process.argv[2];
for (const module of [fftcg, kaling, sgs, riftbound, vividz] as GameModule[]) {
  if (only && module.id !== only) continue;
  const decks = defaultDecks(module, 2);
  let cpu = 0;
  let iterations = 0;
  let positions = 0;
  for (let game = 0; game < 3; game++) {
    const state = createGame(module, { seed: `cal${game}`, players: 2, decks });
    const rng = new Rng('x');
    for (let k = 0; k < 600 && !state.result; k++) {
      const d = openDecisions(state)[0];
      if (k % 15 === 7 && answerCount(d.domain) > 1) {
        const obs = observe(state, module, d.player, { decks });
        const before = process.cpuUsage();
        const r = new Search(module, obs, {
          seed: 'a',
          iterations: 50,
          candidates: module.decks.ready,
        }).run();
        const used = process.cpuUsage(before);
        if (game > 0) {
          cpu += (used.user + used.system) / 1000;
          iterations += r.iterations;
          positions++;
        }
      }
      submit(state, module, { player: d.player, answer: randomAnswer(d.domain, rng) });
    }
  }
  const perIteration = cpu / iterations;
  console.log(
    `${module.id}: ${positions} positions, ${perIteration.toFixed(3)} CPU ms per iteration, ` +
      `${Math.round(180 / perIteration)} iterations in 180 ms`,
  );
}
