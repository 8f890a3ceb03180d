/**
 * What FF-TCG tells AI search: a heuristic value of a position read from the view. Determinization
 * needs nothing of its own: hidden cards carry no public data and game data names no hidden card.
 */
import type { AiHooks, StateView } from '@arbiter/kernel';
import { CARDS } from './cards/cards.ts';
import type { G } from './state.ts';

/**
 * Damage weighs most (FFTCG 3.1.1: 7 damage loses), then the board — Forwards by printed power
 * less damage, Backups (FFTCG 5.2: they make CP), Monsters — and cards in hand; an almost empty
 * deck costs (FFTCG 12.4.2: a player who cannot draw loses).
 */
export function evaluate(view: StateView): number[] {
  const score = [0, 0];
  for (const p of [0, 1]) {
    const zone = (name: string) => view.zones[`p${p}:${name}`];
    score[p] -= zone('damage')?.count ?? 0;
    score[p] += 0.25 * (zone('hand')?.count ?? 0);
    if ((zone('deck')?.count ?? 0) < 3) score[p] -= 1;
    for (const o of zone('field')?.objects ?? []) {
      const card = o.card ? CARDS[o.card] : undefined;
      if (!card) continue;
      if (card.type === 'forward')
        score[o.controller] += 0.35 + Math.max(0, (card.power ?? 0) - (o.data?.dmg ?? 0)) / 10000;
      else if (card.type === 'backup') score[o.controller] += 0.45;
      else score[o.controller] += 0.3;
    }
  }
  const edge = 1 / (1 + Math.exp(-0.9 * (score[0] - score[1])));
  return [edge, 1 - edge];
}

export const ai: AiHooks<G> = { evaluate };
