/**
 * KALING 4.5-3, KALING 4.5-4: who is asked in a chain window is decided from public information only
 * (the kernel's response window asks the policy's public hooks). Permuting the cards a viewer cannot
 * see — the opponent's hand and set cards — must leave the sequence of who is asked, the options the
 * viewer gets (and their order) and the viewer's log unchanged, while the opponent only passes.
 */
import {
  type Answer,
  canSee,
  cloneState,
  createGame,
  defaultDecks,
  type GameObject,
  type LogEntry,
  openDecisions,
  PASS,
  Rng,
  randomAnswer,
  redactLog,
  type State,
  submit,
  viewFor,
} from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import kaling from '../src/index.ts';
import type { G } from '../src/types.ts';

const VIEWER = 0;
const OPPONENT = 1;

/** The opponent's objects the viewer cannot see in hand or on the field (face-down set cards). */
function hiddenFromViewer(s: State<G>): GameObject[] {
  const out: GameObject[] = [];
  for (const zone of [`p${OPPONENT}:hand`, 'field']) {
    for (const id of s.zones[zone].objects) {
      const o = s.objects[id];
      if (o.owner === OPPONENT && !canSee(s, kaling, o, VIEWER)) out.push(o);
    }
  }
  return out;
}

/** Another world that looks the same to the viewer: the opponent's hidden cards shuffled among themselves. */
function permuted(s: State<G>, rng: Rng): { world: State<G>; changed: boolean } {
  const world = cloneState(s);
  const objs = hiddenFromViewer(world);
  const cards = rng.shuffle(objs.map((o) => o.card));
  let changed = false;
  objs.forEach((o, i) => {
    if (o.card !== cards[i]) changed = true;
    o.card = cards[i];
  });
  return { world, changed };
}

/** One question of a followed world, as the viewer knows it. */
interface Step {
  /** Who is asked, and what kind of question. */
  asked: string;
  /** The viewer's question with its options (ids and labels, in order), when the viewer is asked. */
  options: string;
  /** What the viewer's log gained by the answer. */
  log: string;
  /** The opponent was asked in a chain window with only "pass" (blind) or with an effect too (real). */
  oppAsk?: 'blind' | 'real';
}

/**
 * Follow one world: the viewer answers by the seeded picker, the opponent passes. Stops when the
 * opponent must answer without a pass or after `steps` questions.
 */
function follow(s: State<G>, answers: Rng, steps: number): Step[] {
  const out: Step[] = [];
  const log: LogEntry[] = [];
  for (let k = 0; k < steps && !s.result; k++) {
    const d = openDecisions(s)[0];
    if (!d) break;
    const step: Step = { asked: `${d.player}:${d.kind}`, options: '', log: '' };
    out.push(step);
    let answer: Answer;
    if (d.player === VIEWER) {
      step.options = JSON.stringify(viewFor(s, kaling, VIEWER).waitingFor);
      answer = randomAnswer(d.domain, answers);
    } else {
      if (d.domain.type !== 'pick' || !d.domain.options.some((o) => o.id === PASS)) break;
      if (d.kind === 'chain') step.oppAsk = d.domain.options.length === 1 ? 'blind' : 'real';
      answer = [PASS];
    }
    const before = log.length;
    const r = submit(s, kaling, { player: d.player, answer }, log);
    if (!r.ok) break;
    step.log = JSON.stringify(redactLog(s, kaling, log.slice(before), VIEWER));
  }
  return out;
}

/** Card names blanked: what is left must be the same in both worlds even after a card was revealed. */
const noCards = (x: string) => x.replace(/"card":"[^"]*"/g, '"card":"?"');

/**
 * Compare two followed worlds question by question until a permuted card is shown to the viewer
 * (the two differ only in card names; from there on the worlds may rightly part). Returns the
 * number of questions compared.
 */
function compare(a: Step[], b: Step[], where: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    expect(b[i].asked, `${where}, question ${i}: who is asked`).toBe(a[i].asked);
    if (b[i].options !== a[i].options) {
      expect(noCards(b[i].options), `${where}, question ${i}: the viewer's options`).toBe(
        noCards(a[i].options),
      );
      return i;
    }
    if (b[i].log !== a[i].log) {
      expect(noCards(b[i].log), `${where}, question ${i}: the viewer's log`).toBe(noCards(a[i].log));
      return i + 1;
    }
  }
  expect(b.length, `${where}: the number of questions`).toBe(a.length);
  return n;
}

describe('chain windows ask from public information only (issue 9)', () => {
  it('KALING 4.5-3, KALING 4.5-4: permuting the hidden cards of the opponent changes neither who is asked, nor the viewer’s options, nor the viewer’s log', () => {
    let compared = 0;
    let blind = 0;
    let real = 0;
    for (let game = 0; game < 6; game++) {
      const rng = new Rng(`window-permutation#${game}`);
      const s = createGame(kaling, {
        seed: `window-permutation#${game}`,
        players: 2,
        decks: defaultDecks(kaling, 2),
      });
      for (let step = 0; step < 300 && !s.result; step++) {
        const d = openDecisions(s)[0];
        // Permute where the viewer is about to see something happen: at the viewer's questions and
        // at the opponent's chain windows.
        if (step % 9 === 0 && (d.player === VIEWER || d.kind === 'chain')) {
          const { world, changed } = permuted(s, rng);
          if (changed) {
            const seed = `answers#${game}#${step}`;
            const a = follow(cloneState(s), new Rng(seed), 30);
            const b = follow(world, new Rng(seed), 30);
            const n = compare(a, b, `game ${game} step ${step}`);
            compared += n;
            for (const x of [...a.slice(0, n), ...b.slice(0, n)]) {
              if (x.oppAsk === 'blind') blind++;
              if (x.oppAsk === 'real') real++;
            }
          }
        }
        const r = submit(s, kaling, { player: d.player, answer: randomAnswer(d.domain, rng) });
        expect(r.ok, `game ${game} step ${step}`).toBe(true);
      }
    }
    // The comparison covered many questions, and chain windows in which the opponent was asked
    // both with nothing to answer and with an effect to answer in hand or set.
    expect(compared).toBeGreaterThan(300);
    expect(blind).toBeGreaterThan(0);
    expect(real).toBeGreaterThan(0);
  });
});
