/**
 * The effects of the card pool, by card id: each card's effects live in its own file under
 * `pool/` (listed in `pool/index.ts`); this module checks them and derives what the rules scan.
 */
import { CARDS } from './data.ts';
import { CARD_EFFECTS } from './pool/index.ts';
import type { Eff } from './vocab.ts';
import { validateEffects } from './vocab.ts';

export { CARD_LINKS, MELTED, SHADOW_LINK } from './pool/shadow-snake.ts';

export const EFFECTS: Record<string, Eff[]> = CARD_EFFECTS;

validateEffects(EFFECTS);
for (const id of Object.keys(CARDS))
  if (!EFFECTS[id]) throw new Error(`kaling card "${id}" has no effect definitions`);

/** Cards with 永恒 effects that change values (scanned when values are computed). */
export const STATIC_SOURCES = new Set(
  Object.entries(EFFECTS)
    .filter(([, effs]) => effs.some((e) => e.self || e.aura))
    .map(([id]) => id),
);
