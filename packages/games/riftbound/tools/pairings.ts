/**
 * Plays random games for every ordered pairing of the nine ready decks, with the kernel's window
 * checks on, and lists any game that failed, was capped or ended without a result:
 * `npx tsx packages/games/riftbound/tools/pairings.ts [games per pairing]`.
 * No clock is read: the output depends only on the seeds (time it with the shell if wanted).
 */
import { kernelChecks, playGame } from '@arbiter/kernel';
import riftbound from '../src/index.ts';

kernelChecks.windows = true;
const ready = riftbound.decks.ready;
const gamesPerPairing = Number(process.argv[2] ?? 1);
let games = 0;
let failed = 0;
let decisions = 0;
const endRules: Record<string, number> = {};
for (let first = 0; first < ready.length; first++)
  for (let second = 0; second < ready.length; second++)
    for (let k = 0; k < gamesPerPairing; k++) {
      const outcome = playGame(riftbound, {
        seed: `p${first}-${second}-${k}`,
        decks: [ready[first], ready[second]],
      });
      games++;
      decisions += outcome.decisions;
      const result = outcome.state.result as { rule?: string } | null;
      if (result?.rule) endRules[result.rule] = (endRules[result.rule] ?? 0) + 1;
      if (outcome.error || outcome.capped || !result) {
        failed++;
        console.log(
          first,
          second,
          k,
          ready[first].name,
          ready[second].name,
          outcome.error?.slice(0, 300),
          outcome.capped,
        );
      }
    }
console.log('games', games, 'failed', failed, 'decisions', decisions, JSON.stringify(endRules));
