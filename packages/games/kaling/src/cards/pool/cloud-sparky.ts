import type { Eff } from '../vocab.ts';
import { move } from './helpers.ts';

/** The card `cloud-sparky` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_CLOUD_SPARKY: Eff[] = [move('电仔突击', 'Sparky Rush')];
