import { cloneState, createGame, openDecisions, RandomAgent, submit } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { TERRAIN } from '../src/data/map.ts';
import sgs from '../src/index.ts';
import { campOf, type G } from '../src/state.ts';

/** Checks that must hold at every decision point of any game. */
function check(s: any): string | null {
  const g = s.g as G;
  if (g.roles.every((r) => !r.general)) return null; // still drafting
  // card conservation: every card is in exactly one zone
  let n = 0;
  for (const z of Object.values(s.zones) as any[]) n += z.objects.length;
  if (n !== Object.keys(s.objects).length)
    return `zones hold ${n} cards, objects ${Object.keys(s.objects).length}`;
  const seen = new Map<number, number>();
  g.roles.forEach((r, i) => {
    if (r.dead || r.cell < 0) return;
    if (r.hp > r.maxHp) throw new Error(`role ${i} hp ${r.hp} > ${r.maxHp}`);
    if (TERRAIN[r.cell] === 'mountain') throw new Error(`role ${i} on a mountain`);
    if (TERRAIN[r.cell] !== 'base' && seen.has(r.cell))
      throw new Error(`roles ${seen.get(r.cell)} and ${i} share ${r.cell}`);
    seen.set(r.cell, i);
  });
  g.flags.forEach((f, camp) => {
    if (f.holder >= 0) {
      const h = g.roles[f.holder];
      if (h.dead || h.cell < 0 || campOf(f.holder) !== camp)
        throw new Error(`flag ${camp} held by role ${f.holder}`);
    }
  });
  // at an idle point of the play phase nothing is in flight
  const d = openDecisions(s)[0];
  if (d?.kind === 'play') {
    if (s.zones.proc.objects.length) return 'cards left in the processing area at an idle point';
    if (s.flow.some((f: any) => f.proc === 'k.event'))
      return `events left at an idle point: ${s.flow.map((f: any) => f.proc)}`;
    if (Object.keys(s.lki).length) return 'last known information kept at an idle point';
  }
  for (let r = 0; r < 6; r++) {
    const kinds = s.zones[`d${r}`].objects.map((id: number) => s.objects[id].data.as);
    if (new Set(kinds).size !== kinds.length) return `role ${r} has two delayed tricks of one name`;
    for (const z of ['w', 'a', 'm'])
      if (s.zones[`${z}${r}`].objects.length > 1) return `role ${r} has two cards in slot ${z}`;
  }
  return null;
}

describe('invariants at every decision point', () => {
  it('SGS 2.8 SGS 专题四 SGS 2.18: cards are conserved, slots and delayed tricks are single, pieces legal, nothing in flight at idle points', () => {
    for (let i = 0; i < 24; i++) {
      const players = i % 4 === 3 ? 6 : 2;
      const s = createGame(sgs, {
        seed: `inv${i}`,
        players,
        decks: [sgs.decks.ready[i % 2]],
        options: { seats: players },
      });
      const agent = new RandomAgent(`inv${i}`);
      while (!s.result) {
        const problem = check(s);
        expect(problem, `game ${i} at decision ${s.decisionCount}`).toBeNull();
        const d = openDecisions(s)[0];
        submit(s, sgs, { player: d.player, answer: agent.decideRaw(s, d) });
      }
    }
  });
});

describe('every option offered can be taken', () => {
  it('SGS 专题三 SGS 专题四: at every decision of random games, each single option is accepted and the game goes on without an engine error', () => {
    for (let i = 0; i < 4; i++) {
      const s = createGame(sgs, { seed: `opt${i}`, players: 2, decks: sgs.decks.ready });
      const agent = new RandomAgent(`opt${i}`);
      while (!s.result) {
        const d = openDecisions(s)[0];
        const dom = d.domain;
        if (dom.type === 'pick' && dom.min <= 1 && dom.max >= 1) {
          for (const o of dom.options.slice(0, 12)) {
            const c = cloneState(s);
            const r = submit(c, sgs, { player: d.player, answer: [o.id] });
            expect(r.ok, `${d.kind} ${o.id}`).toBe(true);
          }
        }
        submit(s, sgs, { player: d.player, answer: agent.decideRaw(s, d) });
      }
    }
  });
});
