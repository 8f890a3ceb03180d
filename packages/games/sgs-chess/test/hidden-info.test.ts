/**
 * Who is asked reveals nothing hidden (issue 9; SGS 2.2 and D15/D16): the response windows, the
 * 【无懈可击】 race, the rescue windows and the optional triggers ask the same players, with the same
 * kinds, prompts and rules, whatever the hidden hands hold. Tested by permuting the hand cards no
 * one else has seen across all hands (every hand keeps its size) and answering the same pass in
 * both games: what comes next must be the same for everyone to see.
 */
import {
  cloneState,
  createGame,
  type Decision,
  domainOptions,
  openDecisions,
  RandomAgent,
  Rng,
  type State,
  submit,
} from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import sgs from '../src/index.ts';

/** The answer that passes a window or declines a trigger, if the decision offers one. */
function passOf(d: Decision): unknown {
  const opts = domainOptions(d);
  if (opts.some((o) => o.id === 'pass')) return 'pass';
  if (d.kind === 'trigger' && opts.some((o) => o.id === 'no')) return 'no';
  return undefined;
}

/** Copy of `s` whose unseen hand cards are shuffled across all hands (sizes kept). */
function permuteHands(s: State, rng: Rng): State {
  const c = cloneState(s);
  const ids: number[] = [];
  for (const z of Object.values(c.zones))
    if (/^h\d$/.test(z.id)) for (const id of z.objects) if (!c.objects[id].seenBy?.length) ids.push(id);
  const cards = ids.map((id) => c.objects[id].card);
  for (let i = cards.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  ids.forEach((id, i) => {
    c.objects[id].card = cards[i];
  });
  return c;
}

/** What every player can see of the open decisions: who, what kind, the prompt and the rule. */
const asked = (s: State) =>
  openDecisions(s).map((d) => ({ player: d.player, kind: d.kind, prompt: d.prompt, rule: d.rule }));

function check(players: number, games: number): number {
  let compared = 0;
  for (let gi = 0; gi < games; gi++) {
    const s = createGame(sgs, {
      seed: `hidden${players}.${gi}`,
      players,
      decks: sgs.decks.ready,
      options: { seats: players },
    });
    const agent = new RandomAgent(`hidden${gi}`);
    const rng = new Rng(`perm${players}.${gi}`);
    for (let step = 0; step < 3000 && !s.result; step++) {
      const open = openDecisions(s);
      const waiting = open.find((d) => passOf(d) !== undefined);
      if (waiting) {
        const a = cloneState(s);
        const b = permuteHands(s, rng);
        const answer = { player: waiting.player, answer: passOf(waiting) };
        expect(submit(a, sgs, answer).ok).toBe(true);
        expect(submit(b, sgs, answer).ok).toBe(true);
        expect(asked(b), `${players} seats, game ${gi}, step ${step}: ${waiting.kind}`).toEqual(asked(a));
        compared++;
      }
      const d = open[0];
      const r = submit(s, sgs, { player: d.player, answer: agent.decideRaw(s, d) });
      expect(r.ok).toBe(true);
    }
  }
  return compared;
}

describe('who is asked reveals nothing hidden', () => {
  it('SGS 2.2 SGS 2.4-对当前目标生效前 SGS 2.15 (D15, D16): permuting the unseen hand cards changes no one asked after a pass, 2 seats', () => {
    expect(check(2, 4)).toBeGreaterThan(100);
  });

  it('the same with six seats (one player per role)', () => {
    expect(check(6, 2)).toBeGreaterThan(50);
  });
});
