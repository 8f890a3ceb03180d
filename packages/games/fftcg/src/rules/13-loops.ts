/**
 * FFTCG 13: loops. A loop that no player can stop — one that goes round without anyone being asked
 * anything — makes the game a draw (FFTCG 13.1). The kernel watches for it (`GameModule.loops`);
 * this file says what "the same position" is for FF-TCG and what the result is.
 *
 * A loop that passes through players' decisions can be stopped by them (FFTCG 13.1, second
 * sentence): every pass through it is offered as a decision, so continuing it N times and then
 * choosing otherwise is the player declaring N (FFTCG 13.2; FFTCG 13.3 with both players: each
 * decides at their own decisions). See docs/decisions.md §12 for what is not enforced.
 */
import { type LoopPolicy, objectPositions, type State } from '@arbiter/kernel';
import type { G } from '../state.ts';

/**
 * FFTCG 13.3: the same state is the same cards in every zone. Cards are compared by card, controller
 * and status (dull, damage, frozen, counters), never by object id, which changes at every zone change;
 * the stack, queued triggers and where the turn stands count too, so two points of one resolution
 * are told apart.
 */
export function loopSignature(state: State<G>): string {
  const pos = objectPositions(state);
  const g = state.g;
  const zones: unknown[] = [];
  for (const zone of Object.values(state.zones)) {
    zones.push(
      zone.id,
      zone.objects.map((id) => {
        const o = state.objects[id];
        const d = o.data;
        return [
          o.card,
          o.controller,
          d.dull ?? 0,
          d.damage ?? 0,
          d.frozen ?? 0,
          d.counters ?? 0,
          d.stateTriggered ?? 0,
        ];
      }),
    );
  }
  const where = (id: number) => pos.get(id) ?? 'gone';
  return JSON.stringify([
    zones,
    (state.stack ?? []).map((it) => [
      it.data.kind,
      it.data.card,
      it.data.abilityIndex,
      it.controller,
      it.data.mode ?? -1,
      it.data.x ?? -1,
      it.targets.map((slot) => slot.map((t) => where(t.obj!))),
    ]),
    state.triggers.map((t) => [t.ability, t.controller]),
    state.flow.map((f) => `${f.proc}:${f.step}`),
    g.phase,
    g.tp,
    g.turn,
    g.lose,
    g.combat ? [g.combat.ids.map(where), g.combat.blk === null ? null : where(g.combat.blk)] : null,
  ]);
}

export const LOOPS: LoopPolicy<G> = {
  signature: loopSignature,
  // FFTCG 13.1: a loop that cannot be stopped is a draw.
  result: () => ({
    winners: [],
    draw: true,
    rule: 'FFTCG 13.1',
    reason: { key: 'fftcg.loop-draw' },
  }),
};
