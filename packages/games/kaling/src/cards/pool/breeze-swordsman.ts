import type { Eff } from '../vocab.ts';
import { move } from './helpers.ts';

/** The card `breeze-swordsman` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_BREEZE_SWORDSMAN: Eff[] = [move('清风回旋刃', 'Breeze Boomerang Blade')];
