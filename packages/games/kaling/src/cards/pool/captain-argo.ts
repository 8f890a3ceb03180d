import type { Eff } from '../vocab.ts';
import { move } from './helpers.ts';

/** The card `captain-argo` (see its row in ../data.ts): its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_CAPTAIN_ARGO: Eff[] = [move('平地涌泉', 'Spring from the Plain')];
