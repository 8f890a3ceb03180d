import type { Eff } from '../vocab.ts';
import { move } from './helpers.ts';

/** The card `sun-child` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_SUN_CHILD: Eff[] = [move('耀炎坠击', 'Blazing Dive')];
