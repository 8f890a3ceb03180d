/**
 * Vividz (comprehensive rules v1.0.0) on the Arbiter kernel. Rule files follow the rulebook's
 * chapters in src/rules; cards are one file each in src/cards (validated data, zh and en).
 *
 * Status: planned. The rules that need no kernel service are built and tested; the game loop waits
 * for the kernel's settle loop (VZ 202), priority window (VZ 201, VZ 703.2, VZ 803.1) and linked
 * objects (VZ 512.3). See docs/status.md.
 */
import { type GameModule, InputError, type Lang } from '@arbiter/kernel';
import { cardModule } from './cards/registry.ts';
import { CATALOG } from './catalog.ts';
import { READY_DECKS } from './decks.ts';
import { renderText } from './render.ts';
import { validateDeck } from './rules/0401-deck.ts';
import { canSeeFaceDown } from './rules/0501-zones.ts';
import { concede, setupGame } from './rules/0601-setup.ts';
import { charge, endDraw, missionPhase, startDraw, turn } from './rules/0700-turn.ts';
import { attack, scoutBoth } from './rules/0800-attack.ts';
import { activate, payEnergy, payRetire, play } from './rules/0904-play.ts';
import { resolveTrigger, TRIGGER_POLICY } from './rules/0908-triggers.ts';
import {
  chooseMode,
  chooseNumber,
  chooseTargets,
  deckToEnergy,
  discard,
  distribute,
  pick,
  resolve,
  search,
  slide,
} from './rules/0910-resolve.ts';
import { areaPowers, LAYERS } from './rules/0911-continuous.ts';
import { EVENTS } from './rules/0912-replacement.ts';
import { RULE_EFFECTS } from './rules/1000-rule-effects.ts';
import { revealAndUse } from './rules/1115-scout.ts';
import { RULES } from './rules-list.ts';
import { SCENARIO } from './scenario.ts';
import type { G, VzState } from './state.ts';

const vividz: GameModule<G> = {
  id: 'vividz',
  names: { zh: 'Vividz', en: 'Vividz' },
  status: 'planned',
  version: '0.1.0',
  rulePrefix: 'VZ',
  players: { min: 2, max: 2, default: 2 },
  catalog: CATALOG,
  procedures: {
    'vz.setup': setupGame,
    'vz.turn': turn,
    'vz.start-draw': startDraw,
    'vz.mission-phase': missionPhase,
    'vz.charge': charge,
    'vz.end-draw': endDraw,
    'vz.attack': attack,
    'vz.scout-both': scoutBoth,
    'vz.play': play,
    'vz.activate': activate,
    'vz.pay-energy': payEnergy,
    'vz.pay-retire': payRetire,
    'vz.trigger': resolveTrigger,
    'vz.resolve': resolve,
    'vz.choose-targets': chooseTargets,
    'vz.distribute': distribute,
    'vz.slide': slide,
    'vz.choose-mode': chooseMode,
    'vz.choose-number': chooseNumber,
    'vz.pick': pick,
    'vz.discard': discard,
    'vz.deck-to-energy': deckToEnergy,
    'vz.search': search,
    'vz.scout': revealAndUse,
    'vz.accel': (ctx, f, input) => {
      f.d.accel = true;
      revealAndUse(ctx, f, input);
    },
  },
  setup() {
    // The decks and the setup procedure (VZ 601) exist; the turn's priority windows and the
    // settle loop wait for the kernel services, so a game cannot be played to its end yet.
    throw new InputError('vividz is planned and cannot be played yet (it waits for the kernel services)');
  },
  cardName: (id: string, lang: Lang) => cardModule(id)?.data.name[lang],
  canSeeFaceDown,
  events: EVENTS,
  triggers: TRIGGER_POLICY,
  layers: LAYERS,
  checks: RULE_EFFECTS,
  maxDecisions: 4000,
  turnCount: (state) => state.g.turn,
  concede,
  // The computed powers of the characters on the areas are public (VZ 501.3a): the view carries them.
  redactGame: (g, _viewer, state) => ({ ...g, powers: areaPowers(state as VzState) }),
  renderText,
  decks: { ready: READY_DECKS, validate: validateDeck },
  rules: () => RULES,
  scenario: SCENARIO,
};

export default vividz;
export { concede };
