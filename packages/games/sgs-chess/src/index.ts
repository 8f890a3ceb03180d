/**
 * 三国杀战棋 (Sanguosha war chess) on the Arbiter kernel: the chapter-3 flows of the seed
 * (shared/seeds/003_991deda7fcbe7869.txt in the project folder) on a 7×7 map. Rule prefix: SGS.
 *
 * Rule files (src/rules, numbered by the seed's sections) name no card, skill or terrain; each of
 * those is one file in src/content, listed in src/content/index.ts. The kernel carries the events
 * (`ctx.event`), the timing triggers (its queue, ordered by `TRIGGERS`, resolved by its settle loop)
 * and the response windows (`windows`: responses, the 【无懈可击】 race, the dying rescue).
 */
import { type GameModule, InputError } from '@arbiter/kernel';
import { ai } from './ai.ts';
import { cardText, skirmishDeck, standardDeck, validateDeck } from './cards.ts';
import { registry } from './content/registry.ts';
import { PRESENT } from './present.ts';
import { EVENTS, SETTLE, TRIGGERS, timingProcs } from './rules/0001-timings.ts';
import { playProcs } from './rules/0100-play-phase.ts';
import { turnProcs } from './rules/0100-turn.ts';
import { concede } from './rules/0101-goal.ts';
import { fillDeck, initState, seatsFrom, setupProcs } from './rules/0102-setup.ts';
import { RESPOND_PLAY, RESPOND_USE, responseProcs } from './rules/0202-responses.ts';
import { preUseProcs } from './rules/0203-pre-use.ts';
import { effectProcs } from './rules/0204-effects.ts';
import { NULLIFY, useProcs } from './rules/0204-use.ts';
import { pieceStateProcs } from './rules/0209-piece-state.ts';
import { judgementProcs } from './rules/0210-judgement.ts';
import { damageProcs } from './rules/0211-damage.ts';
import { dyingProcs, RESCUE } from './rules/0215-dying-death-score.ts';
import { moveProcs } from './rules/0218-movement.ts';
import { ruleList } from './rules-list.ts';
import { scenarioSupport } from './scenario.ts';
import { captain, type G } from './state.ts';
import { CATALOG } from './text/catalog.ts';
import { renderText } from './text/render.ts';

const sgschess: GameModule<G> = {
  id: 'sgs-chess',
  names: { zh: '三国杀战棋', en: 'Sanguosha War Chess' },
  status: 'playable',
  // 0.2.0: on the kernel's events, triggers and windows; the state's encoding changed (issue 9)
  version: '0.2.0',
  rulePrefix: 'SGS',
  players: { min: 2, max: 6, default: 2, counts: [2, 6] },
  catalog: CATALOG,
  procedures: {
    ...timingProcs,
    ...setupProcs,
    ...turnProcs,
    ...playProcs,
    ...responseProcs,
    ...preUseProcs,
    ...useProcs,
    ...effectProcs,
    ...pieceStateProcs,
    ...judgementProcs,
    ...damageProcs,
    ...dyingProcs,
    ...moveProcs,
    ...registry().procedures,
  },
  setup(ctx, opts) {
    const seats = seatsFrom(opts.players, opts.options);
    const deck = opts.decks?.[0] ?? { name: 'standard', cards: standardDeck() };
    const bad = validateDeck(deck);
    if (bad.length) {
      throw new InputError(
        `sgs-chess: deck "${deck.name.slice(0, 40)}": ${bad.map((b) => b.message.en).join('; ')}`.slice(
          0,
          300,
        ),
      );
    }
    initState(ctx, seats);
    fillDeck(ctx, deck.cards);
    ctx.call('sgs.game');
  },
  cardName: (cardId, lang) => cardText(cardId, lang),
  events: EVENTS,
  triggers: TRIGGERS,
  settle: SETTLE,
  windows: {
    'sgs.respond-use': RESPOND_USE,
    'sgs.respond-play': RESPOND_PLAY,
    'sgs.nullify': NULLIFY,
    'sgs.rescue': RESCUE,
  },
  // Everything in g is public (hands and the deck are zones); window hooks read these.
  publicGame: ['seats', 'roles', 'current', 'score', 'flags', 'round', 'turns', 'phase'],
  mutations: 'tracked',
  concede,
  maxDecisions: 20000,
  turnCount: (state) => state.g.turns,
  // The camp that took the first action unit, as the seat that decides for it.
  firstPlayer: (state) => (state.g.firstCamp >= 0 ? captain(state.g, state.g.firstCamp) : null),
  decks: {
    ready: [
      { name: 'standard', cards: standardDeck() },
      { name: 'skirmish', cards: skirmishDeck() },
    ],
    validate: validateDeck,
    // every role draws from one deck (SGS 1.7): the first seat's
    shared: true,
  },
  ai,
  renderText,
  present: PRESENT,
  rules: ruleList,
  scenario: scenarioSupport,
};

export default sgschess;
