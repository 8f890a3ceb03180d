import type { Eff } from '../vocab.ts';
import { move } from './helpers.ts';

/** The card `saint-helier` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_SAINT_HELIER: Eff[] = [move('能量光柱', 'Energy Pillar')];
