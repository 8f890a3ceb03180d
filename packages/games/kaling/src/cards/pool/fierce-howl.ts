import type { Eff } from '../vocab.ts';
import { move } from './helpers.ts';

/** The card `fierce-howl` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_FIERCE_HOWL: Eff[] = [move('狂暴撕咬', 'Frenzied Bite')];
