/**
 * FF-TCG with vanilla cards (no abilities) against the hand-written baseline simulator of the same
 * rules (../shared/bench/fftcg-vanilla-baseline.mjs): the decks mirror the baseline's (per element
 * Forwards of cost 1–5 and Backups of cost 1–3, three copies each, and two Light Forwards), random
 * agents on both sides. The two are timed in alternating rounds in one run (the baseline in a child
 * process that reports its own games/s after its warm-up) and the ratio of the medians is printed.
 * Both are timed by the clock (the baseline times itself so), hence the alternation: on a busy
 * machine use more rounds.
 * Not a test: a figure for the speed issue.
 *
 * usage: npx tsx packages/games/fftcg/tools/vanilla-vs-baseline.ts [baseline.mjs] [--rounds N] [--games N] [--json]
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { type DeckList, playGame } from '@arbiter/kernel';
import { registerCards } from '../src/cards/cards.ts';
import fftcg from '../src/index.ts';

const args = process.argv.slice(2);
function option(name: string, fallback: number): number {
  const i = args.indexOf(name);
  const v = i >= 0 ? Number(args[i + 1]) : fallback;
  if (!Number.isInteger(v) || v < 1) throw new Error(`${name} needs a positive whole number`);
  return v;
}
const rounds = option('--rounds', 5);
const games = option('--games', 200);
const asJson = args.includes('--json');
const WITH_VALUE = ['--rounds', '--games'];
const baselinePath = resolve(
  args.find((a, i) => !a.startsWith('--') && !WITH_VALUE.includes(args[i - 1])) ??
    '../shared/bench/fftcg-vanilla-baseline.mjs',
);
if (!existsSync(baselinePath)) throw new Error(`no baseline simulator at ${baselinePath}`);

type El = 'fire' | 'ice' | 'light';
const FORWARDS: [number, number][] = [
  [1, 3000],
  [2, 5000],
  [3, 7000],
  [4, 8000],
  [5, 9000],
];
const BACKUP_COSTS = [1, 2, 3];

/** Vanilla card definitions (ids VAN-...); every one generic, as the baseline has no name rule. */
function vanillaCards(): unknown[] {
  const out: unknown[] = [];
  const text = { zh: '（无技能）', en: '(No abilities.)' };
  for (const el of ['fire', 'ice'] as El[]) {
    for (const [cost, power] of FORWARDS)
      out.push({
        id: `VAN-${el}-F${cost}`,
        name: { zh: `香草前锋${el}${cost}`, en: `Vanilla Forward ${el} ${cost}` },
        type: 'forward',
        els: [el],
        cost,
        power,
        job: 'Vanilla',
        generic: true,
        text,
      });
    for (const cost of BACKUP_COSTS)
      out.push({
        id: `VAN-${el}-B${cost}`,
        name: { zh: `香草后援${el}${cost}`, en: `Vanilla Backup ${el} ${cost}` },
        type: 'backup',
        els: [el],
        cost,
        job: 'Vanilla',
        generic: true,
        text,
      });
  }
  out.push({
    id: 'VAN-light-F3',
    name: { zh: '香草光之前锋', en: 'Vanilla Light Forward' },
    type: 'forward',
    els: ['light'],
    cost: 3,
    power: 8000,
    job: 'Vanilla',
    generic: true,
    text,
  });
  return out;
}

function vanillaDeck(main: El, second: El): DeckList {
  const cards: Record<string, number> = {};
  for (const el of [main, second]) {
    for (const [cost] of FORWARDS) cards[`VAN-${el}-F${cost}`] = 3;
    for (const cost of BACKUP_COSTS) cards[`VAN-${el}-B${cost}`] = 3;
  }
  cards['VAN-light-F3'] = 2;
  return { name: `vanilla-${main}-${second}`, cards };
}

registerCards(vanillaCards());
const decks = [vanillaDeck('fire', 'ice'), vanillaDeck('ice', 'fire')];

function arbiterRound(seedBase: string): { gamesPerSecond: number; decisionsPerGame: number } {
  let decisions = 0;
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < games; i++) {
    const out = playGame(fftcg, { seed: `${seedBase}:${i}`, decks });
    if (out.error) throw new Error(`vanilla game ${i} failed: ${out.error}`);
    decisions += out.decisions;
  }
  const secs = Number(process.hrtime.bigint() - t0) / 1e9;
  return { gamesPerSecond: games / secs, decisionsPerGame: decisions / games };
}

function baselineRound(seed: number): { gamesPerSecond: number; decisionsPerGame: number } {
  const r = spawnSync(process.execPath, [baselinePath, String(games), String(seed), '--json'], {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`baseline failed: ${(r.stderr ?? '').slice(0, 200)}`);
  const out = JSON.parse(r.stdout.trim().split('\n').pop() as string);
  return { gamesPerSecond: out.gamesPerSecond, decisionsPerGame: out.decisionsPerGame };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// Warm up Arbiter's JIT (the baseline warms itself up in its process).
for (let i = 0; i < 20; i++) playGame(fftcg, { seed: `warm:${i}`, decks });
const arbiter: number[] = [];
const baseline: number[] = [];
let arbiterDecisions = 0;
let baselineDecisions = 0;
for (let r = 0; r < rounds; r++) {
  const runArbiter = () => {
    const a = arbiterRound(`vanilla${r}`);
    arbiter.push(a.gamesPerSecond);
    arbiterDecisions = a.decisionsPerGame;
  };
  const runBaseline = () => {
    const b = baselineRound(r + 1);
    baseline.push(b.gamesPerSecond);
    baselineDecisions = b.decisionsPerGame;
  };
  if (r % 2 === 0) {
    runArbiter();
    runBaseline();
  } else {
    runBaseline();
    runArbiter();
  }
}
const result = {
  rounds,
  gamesPerRound: games,
  arbiterGamesPerSecond: Math.round(median(arbiter)),
  baselineGamesPerSecond: Math.round(median(baseline)),
  ratio: Math.round((median(arbiter) / median(baseline)) * 1000) / 1000,
  arbiterDecisionsPerGame: Math.round(arbiterDecisions * 10) / 10,
  baselineDecisionsPerGame: baselineDecisions,
};
console.log(
  asJson
    ? JSON.stringify(result)
    : `FF-TCG vanilla: Arbiter ${result.arbiterGamesPerSecond} games/s, baseline ${result.baselineGamesPerSecond} games/s, ratio ${result.ratio} (medians of ${rounds} alternating rounds of ${games} games; decisions/game ${result.arbiterDecisionsPerGame} vs ${result.baselineDecisionsPerGame})`,
);
