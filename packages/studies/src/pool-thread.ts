/** A thread of the game pool: plays the games of each task it is given and sends each one back. */
import { parentPort, workerData } from 'node:worker_threads';
import { loadEnvironment } from './environment.ts';
import { paramsKey } from './params.ts';
import { StudyPlayer } from './play.ts';
import type { FromThread, ToThread } from './pool.ts';

const port = parentPort!;
const env = await loadEnvironment((workerData as { envUrl: string }).envUrl);
// One player per study (keyed by its parameters): the matchup table is built once.
const players = new Map<string, StudyPlayer>();

port.on('message', (m: ToThread) => {
  if (m.type !== 'task') return;
  try {
    const key = paramsKey(m.params);
    let player = players.get(key);
    if (!player) {
      env.prepare?.(m.params);
      player = new StudyPlayer(env.game(m.params.game), m.params);
      players.set(key, player);
    }
    for (const i of m.indices) {
      port.postMessage({ type: 'game', task: m.task, game: player.play(i) } satisfies FromThread);
    }
    port.postMessage({ type: 'done', task: m.task } satisfies FromThread);
  } catch (e) {
    port.postMessage({
      type: 'fatal',
      task: m.task,
      error: e instanceof Error ? e.message : String(e),
    } satisfies FromThread);
  }
});
port.postMessage({ type: 'ready' } satisfies FromThread);
