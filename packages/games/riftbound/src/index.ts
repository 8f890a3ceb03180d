/**
 * 符文战场 Riftbound (Core Rules v1.2, 1v1 Duel) on the Arbiter kernel. Rule files follow the
 * rulebook's numbers in src/rules; cards are one file each in src/cards, written in the effect
 * vocabulary of src/cards/schema.ts.
 *
 * Status: planned. The parts that need no chain, response window or settle loop are built and
 * tested (setup and mulligan, the turn's phases, game actions, movement, combat damage
 * assignment, scoring, layers, deck building, the card data); playing cards, showdowns, combat and
 * cleanups wait for the kernel's shared services. `arbiter simulate` and `play` refuse a planned
 * game, so nothing half-built is played.
 */
import type { GameModule, Lang } from '@arbiter/kernel';
import { cardPool } from './card-pool.ts';
import { CARDS } from './cards/registry.ts';
import { READY_DECKS } from './decks.ts';
import { validateDeck } from './rules/103-deck.ts';
import { game, setupGame } from './rules/110-setup.ts';
import { turn } from './rules/314-turn.ts';
import { assignDamage } from './rules/437-combat.ts';
import { LAYERS } from './rules/450-layers.ts';
import { concede } from './rules/649-concede.ts';
import { ruleList } from './rules/rule-list.ts';
import { SCENARIO } from './scenario.ts';
import type { RbGame } from './state.ts';
import { CATALOG } from './text/catalog.ts';

const riftbound: GameModule<RbGame> = {
  id: 'riftbound',
  names: { zh: '符文战场', en: 'Riftbound' },
  status: 'planned',
  version: '0.1.0',
  rulePrefix: 'RB',
  players: { min: 2, max: 2, default: 2 },
  catalog: CATALOG,
  procedures: {
    'rb.game': game,
    'rb.turn': turn,
    'rb.assign-damage': assignDamage,
  },
  setup(ctx, options) {
    setupGame(ctx, options.decks.length ? options.decks : [READY_DECKS[0], READY_DECKS[1]]);
  },
  cardName: (id: string, lang: Lang) => CARDS[id]?.name[lang],
  layers: LAYERS,
  maxDecisions: 5000,
  decks: { ready: [...READY_DECKS], validate: validateDeck },
  // RB 650: a player may concede at any time.
  concede,
  turnCount: (s) => s.g.turn,
  rules: ruleList,
  scenario: SCENARIO,
  cardPool,
};

export default riftbound;
