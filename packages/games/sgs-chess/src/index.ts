/**
 * 三国杀战棋 (Sanguosha war chess) on the Arbiter kernel: the chapter-3 flows of the seed
 * (shared/seeds/003_991deda7fcbe7869.txt in the project folder) on a 7×7 map. Rule prefix: SGS.
 */
import { type GameModule, InputError } from '@arbiter/kernel';
import { CATALOG } from './catalog.ts';
import { captain, type G, seatsOfCamp } from './core.ts';
import { cardDef, KINDS, SKIRMISH_DECK, STANDARD_DECK, SUIT_GLYPH } from './data/cards.ts';
import { PRESENT } from './present.ts';
import { renderText } from './render.ts';
import { flowProcs } from './rules/1-game-flow.ts';
import { playProcs } from './rules/1-play-phase.ts';
import { useProcs } from './rules/2-02-use-card.ts';
import { judgeProcs } from './rules/2-10-judgement.ts';
import { damageProcs } from './rules/2-11-damage.ts';
import { dyingProcs } from './rules/2-15-dying-death-score.ts';
import { moveProcs } from './rules/2-18-movement.ts';
import { RULES } from './rules-list.ts';
import { scenarioSupport } from './scenario.ts';
import { fillDeck, initState, seatsFrom, validateDeck } from './setup.ts';
import { skillProcs } from './skills.ts';
import { timingProcs } from './timing.ts';

const RANK_NAME: Record<number, string> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };

const sgschess: GameModule<G> = {
  id: 'sgs-chess',
  names: { zh: '三国杀战棋', en: 'Sanguosha War Chess' },
  status: 'playable',
  version: '0.1.0',
  rulePrefix: 'SGS',
  players: { min: 2, max: 6, default: 2, counts: [2, 6] },
  catalog: CATALOG,
  procedures: {
    ...timingProcs,
    ...flowProcs,
    ...playProcs,
    ...useProcs,
    ...judgeProcs,
    ...damageProcs,
    ...dyingProcs,
    ...moveProcs,
    ...skillProcs,
  },
  setup(ctx, opts) {
    const seats = seatsFrom(opts.players, opts.options);
    const deck = opts.decks?.[0] ?? { name: 'standard', cards: STANDARD_DECK };
    const bad = validateDeck(deck);
    if (bad.length) {
      throw new InputError(`sgs-chess: deck "${deck.name}": ${bad.map((b) => b.message.en).join('; ')}`);
    }
    initState(ctx, seats);
    fillDeck(ctx, deck.cards);
    ctx.call('sgs.game');
  },
  cardName(cardId, lang) {
    const d = cardDef(cardId);
    if (!d) return undefined;
    const k = KINDS[d.kind];
    return `${lang === 'zh' ? k.zh : k.en} ${SUIT_GLYPH[d.suit]}${RANK_NAME[d.rank] ?? d.rank}`;
  },
  maxDecisions: 20000,
  turnCount: (state) => state.g.turns,
  // A stand-in (docs/decisions.md D24): a seat concedes for its camp; the other camp wins (SGS 1.1).
  concede(state, seat) {
    if (state.result) return;
    const g = state.g;
    const camp = g.seats === 6 ? (seat < 3 ? 0 : 1) : seat;
    state.result = {
      winners: seatsOfCamp(g, 1 - camp),
      draw: false,
      rule: 'SGS 1.1',
      reason: { key: 'sgs.conceded', args: { camp: { key: `camp.${camp}` } } },
    };
    state.pending = null;
    state.version++;
  },
  // The camp that took the first action unit, as the seat that decides for it.
  firstPlayer: (state) => (state.g.first >= 0 ? captain(state.g, state.g.first) : null),
  decks: {
    ready: [
      { name: 'standard', cards: STANDARD_DECK },
      { name: 'skirmish', cards: SKIRMISH_DECK },
    ],
    validate: validateDeck,
    // every role draws from one deck (SGS 1.7): the first seat's
    shared: true,
  },
  renderText,
  present: PRESENT,
  rules: () => RULES,
  scenario: scenarioSupport,
};

export default sgschess;
