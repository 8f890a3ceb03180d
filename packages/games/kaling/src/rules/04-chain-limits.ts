/**
 * KALING 4.7-1 (the 4个1 rule): 回1, 场1, 限1 and 极1 (KALING 5-11 … 5-14) — whether a limited effect was
 * already used, and marking its use; and the per-game use counts of effects whose cost rises.
 */
import type { GameObject } from '@arbiter/kernel';
import { EFFECTS } from '../cards/effects.ts';
import type { CardEffect } from '../cards/vocab.ts';
import type { FieldData, G } from '../types.ts';

/** Keys in `g.lim` for 限1 (per name, this turn) and 极1 (per player and game), built once. */
const LIM_KEYS: Record<string, string[][]> = {};
for (const [card, effs] of Object.entries(EFFECTS))
  LIM_KEYS[card] = effs.map((e, ei) =>
    e.limit === 'name'
      ? [`n${card}.${ei}`, `n${card}.${ei}`]
      : e.limit === 'game'
        ? [`g0.${card}.${ei}`, `g1.${card}.${ei}`]
        : [],
  );

/**
 * Keys in `g.lim` counting each player's uses of an effect this game, for effects whose cost rises
 * with every earlier use (`costPerUse`); they start with 'g' so the turn's end keeps them.
 */
export const USE_KEYS: Record<string, string[][]> = {};
for (const [card, effs] of Object.entries(EFFECTS))
  USE_KEYS[card] = effs.map((e, ei) =>
    e.costPerUse ? [`g0.uses.${card}.${ei}`, `g1.uses.${card}.${ei}`] : [],
  );

/** Whether a limited effect (KALING 5-11 回1, 5-12 场1, 5-13 限1, 5-14 极1) was already used. */
export function limitUsed(g: G, eff: CardEffect, o: GameObject, ei: number, p: number): boolean {
  switch (eff.limit) {
    case 'turn':
      return !!(o.data as FieldData).turnUses?.includes(ei);
    case 'field':
      return !!(o.data as FieldData).stayUses?.includes(ei);
    case 'name':
    case 'game':
      return !!g.limitUses[LIM_KEYS[o.card][ei][p]];
    default:
      return false;
  }
}

export function markLimit(
  g: G,
  eff: CardEffect,
  o: GameObject | undefined,
  card: string,
  ei: number,
  p: number,
): void {
  switch (eff.limit) {
    case 'turn':
    case 'field':
      if (o) {
        const d = o.data as FieldData;
        if (eff.limit === 'turn') d.turnUses = [...(d.turnUses ?? []), ei];
        else d.stayUses = [...(d.stayUses ?? []), ei];
      }
      return;
    case 'name':
    case 'game':
      g.limitUses[LIM_KEYS[card][ei][p]] = 1;
      return;
  }
}
