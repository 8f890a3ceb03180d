/**
 * Card lookup. The card files are listed in one place (`./index.ts`); scenarios may add inline
 * cards for one game (validated by the same schema). Rule files look cards up here and never name a
 * card (principle 7).
 */
import type { GameObject, State } from '@arbiter/kernel';
import { ALL_CARDS } from './index.ts';
import { type CardDataT, type CardModule, defineCard } from './schema.ts';

const BUILT_IN: Record<string, CardModule> = {};
for (const c of ALL_CARDS) {
  if (BUILT_IN[c.data.id]) throw new Error(`card ${c.data.id} is defined twice`);
  BUILT_IN[c.data.id] = c;
}

/** Inline cards of scenarios, by id (kept outside the state: they are definitions, not status). */
const INLINE: Record<string, CardModule> = {};

export function registerInline(cards: readonly unknown[]): void {
  for (const raw of cards) {
    const c = defineCard({ data: raw });
    if (BUILT_IN[c.data.id]) throw new Error(`inline card ${c.data.id} would replace a card of the set`);
    INLINE[c.data.id] = c;
  }
}

export function cardModule(id: string): CardModule | undefined {
  return BUILT_IN[id] ?? INLINE[id];
}

export function cardData(id: string): CardDataT {
  const c = BUILT_IN[id] ?? INLINE[id];
  if (!c) throw new Error(`unknown card ${id.slice(0, 40)}`);
  return c.data;
}

export function defOf(_state: State, obj: GameObject): CardDataT {
  return cardData(obj.card);
}

export function builtInCards(): CardModule[] {
  return Object.values(BUILT_IN);
}
