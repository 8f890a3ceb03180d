import type { Eff } from '../vocab.ts';
import { move } from './helpers.ts';

/** The card `jungle-dart-frog` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_JUNGLE_DART_FROG: Eff[] = [move('丛林毒飞箭', 'Jungle Venom Dart')];
