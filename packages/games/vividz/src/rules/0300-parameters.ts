/**
 * VZ 300 card parameters as the rules read them, and VZ 304.1 / VZ 903 where an ability has rules
 * meaning (is "active"). Computed values (after continuous effects, VZ 911) come from
 * `0911-continuous.ts`; this file gives the printed ones.
 */
import type { GameObject } from '@arbiter/kernel';
import { cardData } from '../cards/registry.ts';
import type { AbilityT, ActiveZone, CardDataT, Mark } from '../cards/schema.ts';
import { zoneKind } from '../state.ts';

/** The characteristics of a character after continuous effects (VZ 911.1). */
export interface Chars {
  /** VZ 303.1 cost. */
  cost: number;
  /** VZ 305.1 power. */
  power: number;
  /** VZ 307.1 features (printed one plus gained ones). */
  features: string[];
  /** VZ 308.1 account info. */
  accountInfo: string | undefined;
  /** Marks: printed icons and gained ones (Scout, no-attack, cost-reduction). */
  marks: Mark[];
  /** Indices of the printed abilities it still has (VZ 903.2b: lost abilities still exist on the card, but do nothing). */
  abilities: number[];
  /** VZ 911.7: unaffected by the opponent's continuous effects. */
  immune: boolean;
}

/** VZ 300: the printed parameters as characteristics (VZ 911.1a: the base). */
export function printedChars(def: CardDataT): Chars {
  return {
    cost: def.cost ?? 0,
    power: def.power ?? 0,
    features: def.feature ? [def.feature] : [],
    accountInfo: def.accountInfo,
    marks: [...def.marks],
    abilities: def.abilities.map((_, i) => i),
    immune: false,
  };
}

/** VZ 304.4a: the zone an ability works in. Defaults: characters on the area (VZ 304.1a), accounts
 * in the account zone (VZ 903.1a), missions in the mission zone (VZ 903.1b). */
export function abilityZone(def: CardDataT, ab: AbilityT): ActiveZone | 'resolving' {
  if (ab.type === 'event') return 'resolving';
  if ('zone' in ab && ab.zone) return ab.zone;
  if (def.kind === 'account') return 'account';
  if (def.kind === 'mission') return 'mission';
  return 'area';
}

/**
 * VZ 903.1: whether an ability of a card has rules meaning where the card is now.
 * VZ 903.1a accounts in the account zone; VZ 903.1b / VZ 304.1b missions only in the mission zone
 * and face up; VZ 903.1c / VZ 304.1a characters in the zone of their active-zone icon; VZ 903.1d /
 * VZ 304.1c events only while they resolve.
 */
export function abilityActive(def: CardDataT, ab: AbilityT, obj: GameObject): boolean {
  const where = abilityZone(def, ab);
  if (where === 'resolving') return false;
  if (zoneKind(obj.zone) !== where) return false;
  if (def.kind === 'mission' && obj.faceDown) return false;
  return true;
}

export function printed(obj: GameObject): CardDataT {
  return cardData(obj.card);
}

/** VZ 304.5: a character whose ability text is empty. */
export function hasNoAbilities(def: CardDataT): boolean {
  return def.kind === 'character' && def.abilities.length === 0 && def.marks.length === 0;
}
