/** Prints the serialized size of each part of a mid-game state (where clone time goes). */
import { createGame, defaultDecks, openDecisions, playGame, RandomAgent, submit } from '@arbiter/kernel';
import riftbound from '../src/index.ts';

const full = playGame(riftbound, { seed: 'bench-mid' });
const agent = new RandomAgent('bench:bench-mid');
const state = createGame(riftbound, { seed: 'bench-mid', players: 2, decks: defaultDecks(riftbound, 2) });
for (let i = 0; i < Math.floor(full.decisions / 2) && !state.result; i++) {
  const d = openDecisions(state)[0];
  submit(state, riftbound, { player: d.player, answer: agent.decideRaw(state, d) });
}
const parts = state as unknown as Record<string, unknown>;
for (const k of Object.keys(parts)) console.log(k.padEnd(16), JSON.stringify(parts[k] ?? null).length);
const g = parts.g as Record<string, unknown>;
for (const k of Object.keys(g)) console.log('  g.' + k.padEnd(14), JSON.stringify(g[k] ?? null).length);
const objs = Object.values(state.objects);
console.log('objects', objs.length, 'sample', JSON.stringify(objs[0]));
