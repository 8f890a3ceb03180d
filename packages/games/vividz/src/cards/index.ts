/** Every card of the set, imported in this one place (principle 7: a card is one file). */
import type { CardModule } from './schema.ts';

export const ALL_CARDS: readonly CardModule[] = [];
