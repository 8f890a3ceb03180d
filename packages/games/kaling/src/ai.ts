/**
 * What 卡灵时代 tells AI search (kernel observe/determinize, packages/ai): the public part of a
 * set card, which cards can lie face down, the card names its events and chain links keep, and a
 * heuristic value of a position read from the view.
 */
import type { AiHooks, GameObject, ObjId, State, StateView } from '@arbiter/kernel';
import { CARDS } from './cards/data.ts';
import { MELTED } from './cards/effects.ts';
import { CARD_FILES } from './cards/pool/index.ts';
import { START_LP } from './rules/02-match.ts';
import type { FieldData, G } from './types.ts';
import type { GView } from './view.ts';

/** Objects in game data that name a card beside an object id: events {o, k}, chain links {src, card}. */
function eachCardName(v: unknown, visit: (holder: any, idKey: string, cardKey: string) => void): void {
  if (typeof v !== 'object' || v === null) return;
  if (Array.isArray(v)) {
    for (const x of v) eachCardName(x, visit);
    return;
  }
  const o = v as Record<string, unknown>;
  if (typeof o.o === 'number' && typeof o.k === 'string') visit(o, 'o', 'k');
  if (typeof o.src === 'number' && typeof o.card === 'string') visit(o, 'src', 'card');
  for (const x of Object.values(o)) eachCardName(x, visit);
}

function cardOf(state: State, id: ObjId): string | undefined {
  return (state.objects[id] ?? state.lki[id])?.card;
}

/**
 * Heuristic value of a position for both players: life points weigh most (KALING 2.4-1: a player
 * at 0 LP loses), then the 卡灵 on the board (their AP + DP), devices and set cards, energy and the
 * cards in hand; a deck running out costs (a player who cannot draw loses).
 */
export function evaluate(view: StateView): number[] {
  const g = view.g as GView;
  const score = [0, 0];
  for (const p of [0, 1]) {
    score[p] += (4 * Math.max(0, g.lp[p])) / START_LP;
    score[p] += 0.05 * g.energy[p];
    score[p] += 0.12 * (view.zones[`p${p}:hand`]?.count ?? 0);
    if ((view.zones[`p${p}:deck`]?.count ?? 0) < 3) score[p] -= 0.5;
  }
  for (const cell of g.board) {
    if (!cell) continue;
    const [card, , controller, ap, dp, , down] = cell;
    if (down) score[controller] += 0.25;
    else if (card && CARDS[card]?.type === 'kaling') score[controller] += 0.3 + (ap + dp) / 4000;
    else score[controller] += 0.2;
  }
  const edge = 1 / (1 + Math.exp(-1.2 * (score[0] - score[1])));
  return [edge, 1 - edge];
}

/** Cards that can set themselves face down (their card file says so). */
const SELF_SETTING = new Set(
  Object.entries(CARD_FILES)
    .filter(([, f]) => f.setsItselfFaceDown)
    .map(([id]) => id),
);

export const ai: AiHooks<G> = {
  evaluate,
  // KALING 3.5.6-2: a set card shows the cell it occupies and when it was set. A face-down 卡灵
  // set by its own 融入阴影 (public: it was activated face up) says so (`MELTED`).
  hiddenData(_state, obj: GameObject) {
    if (obj.zone !== 'field') return {};
    const d = obj.data as FieldData;
    return (obj.data as Record<string, unknown>)[MELTED]
      ? { cell: d.cell, summonedTurn: d.summonedTurn, [MELTED]: 1 }
      : { cell: d.cell, summonedTurn: d.summonedTurn };
  },
  // KALING 3.5.6-1: only tactics and devices are set face down; a face-down 卡灵 is one that set
  // itself by its own effect (its data shows it: `MELTED`), so a card that can do that.
  canDeal(_state, obj, card) {
    if (obj.zone !== 'field' || !obj.faceDown) return true;
    return (obj.data as Record<string, unknown>)[MELTED]
      ? CARDS[card]?.type === 'kaling' && SELF_SETTING.has(card)
      : CARDS[card]?.type !== 'kaling';
  },
  redactObservation(obs, _viewer, isBlank) {
    const hide = (holder: any, idKey: string, cardKey: string) => {
      if (isBlank(holder[idKey]) || cardOf(obs, holder[idKey]) === '') holder[cardKey] = '';
    };
    eachCardName(obs.g, hide);
    eachCardName(obs.triggers, hide);
    for (const f of obs.flow) eachCardName(f.d, hide);
  },
  completeSample(sample) {
    const fill = (holder: any, idKey: string, cardKey: string) => {
      if (holder[cardKey] === '') holder[cardKey] = cardOf(sample, holder[idKey]) ?? '';
    };
    eachCardName(sample.g, fill);
    eachCardName(sample.triggers, fill);
    for (const f of sample.flow) eachCardName(f.d, fill);
  },
};
