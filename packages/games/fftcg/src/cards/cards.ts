/**
 * The card pool: original cards designed for this engine (no official card data is used).
 * Every definition is validated with CardSchema when the module loads.
 */
import cardFile from './cards.json' with { type: 'json' };
import { type CardDef, CardSchema } from './schema.ts';

// The card file: plain JSON, validated here with the same schema scenarios use for inline cards.
const RAW: unknown[] = cardFile as unknown[];

export const CARDS: Record<string, CardDef> = {};
for (const raw of RAW) {
  const c = CardSchema.parse(raw);
  if (CARDS[c.id]) throw new Error(`duplicate card id ${c.id}`);
  CARDS[c.id] = c;
}

/**
 * Add inline cards (scenarios) or a card file of one's own; same schema as the card files. All are
 * checked before any is added (a bad card throws and adds none).
 */
export function registerCards(raws: readonly unknown[]): CardDef[] {
  const out = raws.map((raw) => CardSchema.parse(raw));
  for (const c of out) CARDS[c.id] = c;
  return out;
}

export function def(id: string): CardDef {
  const c = CARDS[id];
  if (!c) throw new Error(`unknown card ${id}`);
  return c;
}
