/**
 * The effects of the card pool, by card id: each card's effects live in its own file under `pool/`
 * (listed in `pool/index.ts`, which checks them and derives what the rules scan). The card data is
 * imported first: the card files and the rules they use import each other, and this order lets
 * every module finish loading before its values are read.
 */
import './data.ts';

export {
  COUNTDOWN_WIN_CARDS,
  DISGUISE_CARDS,
  EFFECTS,
  PAID_SUMMON_EFFECTS,
  ROOT_CARDS,
  STATIC_SOURCES,
} from './pool/index.ts';
export { CARD_LINKS, MELTED, SHADOW_LINK } from './pool/shadow-snake.ts';
