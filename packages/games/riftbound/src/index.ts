/**
 * 符文战场 Riftbound (Core Rules v1.2, 1v1 Duel) on the Arbiter kernel. Rule files follow the
 * rulebook's numbers in src/rules; cards are one file each in src/cards, written in the effect
 * vocabulary of src/cards/schema.ts.
 *
 * Status: playable. The turn, playing cards and abilities on the chain, priority and focus,
 * showdowns, combat, cleanups, scoring and the card vocabulary run on the kernel's shared services
 * (stack, response window, settle loop, events, triggers, layers, links); `arbiter rules riftbound`
 * lists every rule (none missing), docs/decisions.md the choices made where the rules are silent.
 * `arbiter play riftbound` plays it in the terminal in zh or en (src/text: board, catalog, present).
 */
import { canSee, type GameModule, type Lang } from '@arbiter/kernel';
import { ai } from './ai.ts';
import { cardPool } from './card-pool.ts';
import { CARDS } from './cards/registry.ts';
import { READY_DECKS } from './decks.ts';
import { validateDeck } from './rules/103-deck.ts';
import { game, setupGame } from './rules/110-setup.ts';
import { exec } from './rules/134-instructions.ts';
import { act, PRIORITY } from './rules/311-priority.ts';
import { turn } from './rules/314-turn.ts';
import { CHECKS } from './rules/318-cleanup.ts';
import { finalizeAll, finalizeItem, resolve } from './rules/326-chain.ts';
import { combat, openStaged, settleChain, showdown } from './rules/337-showdown.ts';
import { play } from './rules/350-play.ts';
import { pay } from './rules/354-costs.ts';
import { EVENTS } from './rules/364-replacements.ts';
import { activate } from './rules/370-activate.ts';
import { place, SETTLE, TRIGGERS } from './rules/375-triggers.ts';
import { canSeeFaceDown } from './rules/400-actions.ts';
import { assignDamage } from './rules/437-combat.ts';
import { gameView, LAYERS } from './rules/450-layers.ts';
import { concede } from './rules/649-concede.ts';
import { ATTACH } from './rules/716-attachment.ts';
import { keywordAbility } from './rules/742-keyword-abilities.ts';
import { ruleList } from './rules/rule-list.ts';
import { SCENARIO } from './scenario.ts';
import type { RbGame } from './state.ts';
import { renderText } from './text/board.ts';
import { CATALOG } from './text/catalog.ts';
import { PRESENT } from './text/present.ts';

/**
 * The option texts of modal cards (RB 352.1: "choose one"), from the cards' own data: the key
 * `rb.mode.<card>.<mode index>` is the one the play and activate procedures label a mode with.
 */
function modeTexts(): Record<string, { zh: string; en: string }> {
  const out: Record<string, { zh: string; en: string }> = {};
  for (const c of Object.values(CARDS))
    for (const ab of c.abilities)
      if ('modes' in ab && ab.modes)
        ab.modes.forEach((m, i) => {
          if (m.text) out[`rb.mode.${c.id}.${i}`] = m.text;
        });
  return out;
}

const riftbound: GameModule<RbGame> = {
  id: 'riftbound',
  names: { zh: '符文战场', en: 'Riftbound' },
  status: 'playable',
  // 0.2.0: the game data records each player's chosen Champion card (`g.chosen`, RB 103.2.a.3):
  // state text and hashes differ, so records of 0.1.0 are refused with the version message.
  // 0.3.0: prompts and option labels of open decisions name Power, domains, costs and keyword
  // abilities with catalog words instead of raw ids (docs/decisions.md T1): the state text while
  // such a decision is open, and so the records' per-decision hashes, differ from 0.2.0.
  version: '0.3.0',
  rulePrefix: 'RB',
  players: { min: 2, max: 2, default: 2 },
  catalog: { ...CATALOG, ...modeTexts() },
  renderText,
  // Cards, zones and places as a player reads them (`arbiter cards`, `look`, `zones`).
  present: PRESENT,
  procedures: {
    'rb.game': game,
    'rb.turn': turn,
    'rb.assign-damage': assignDamage,
    'rb.settle-chain': settleChain,
    'rb.open-staged': openStaged,
    'rb.showdown': showdown,
    'rb.combat': combat,
    'rb.act': act,
    'rb.play': play,
    'rb.activate': activate,
    'rb.pay': pay,
    'rb.finalize-all': finalizeAll,
    'rb.finalize': finalizeItem,
    'rb.resolve': resolve,
    'rb.exec': exec,
    'rb.place': place,
    'rb.keyword': keywordAbility,
  },
  stack: { resolve: 'rb.resolve' },
  windows: { 'rb.priority': PRIORITY },
  checks: CHECKS,
  settle: SETTLE,
  triggers: TRIGGERS,
  events: EVENTS,
  links: { attach: ATTACH },
  // RB 127.4, RB 408.4: who may look at a facedown card.
  canSeeFaceDown,
  // Every change to objects, zones and effects goes through the kernel; changes to the game data
  // the layers read (battlefield control, the combat, the turn's record) call ctx.touch().
  mutations: 'tracked',
  // Everything in the game's data is public (points, rune pools, battlefields, the turn's state).
  publicGame: [
    'tp',
    'first',
    'turn',
    'phase',
    'points',
    'victoryScore',
    'pools',
    'battlefields',
    'combat',
    'showdown',
    'initial',
  ],
  // Views carry the computed Might and keywords of the permanents the viewer can see (RB 142.2).
  redactGame: (_g, viewer, state) =>
    gameView(state, (id) => canSee(state, riftbound, state.objects[id], viewer)),
  setup(ctx, options) {
    setupGame(ctx, options.decks.length ? options.decks : [READY_DECKS[0], READY_DECKS[1]]);
  },
  cardName: (id: string, lang: Lang) => CARDS[id]?.name[lang],
  layers: LAYERS,
  maxDecisions: 5000,
  // `simulate` plays every ordered pairing of the nine decks in turn (81 games cover them all).
  decks: { ready: [...READY_DECKS], validate: validateDeck, pairings: true },
  // RB 650: a player may concede at any time.
  concede,
  turnCount: (s) => s.g.turn,
  rules: ruleList,
  scenario: SCENARIO,
  ai,
  cardPool,
};

export default riftbound;
