import type { DeckList } from '@arbiter/kernel';

export const READY_DECKS: DeckList[] = [];
