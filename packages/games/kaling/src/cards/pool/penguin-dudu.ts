import type { Eff } from '../vocab.ts';
import { move } from './helpers.ts';

/** The card `penguin-dudu` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_PENGUIN_DUDU: Eff[] = [move('嘟嘟光线', 'Dudu Beam')];
