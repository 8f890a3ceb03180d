/**
 * Vividz (comprehensive rules v1.0.0) on the Arbiter kernel. Rule files follow the rulebook's
 * chapters in src/rules; cards are one file each in src/cards (validated data, zh and en).
 *
 * Kernel services: priority preprocessing (VZ 202) is the kernel's settle loop (ordered rule effects,
 * one triggered ability at a time); priority (VZ 201) is the kernel's response window (the main
 * phase, VZ 703.2; the defence step, VZ 803.1); EXP are the kernel's linked objects (VZ 512.3);
 * replacements go through the kernel's event pipeline; continuous effects through its layers.
 */
import type { GameModule, Lang } from '@arbiter/kernel';
import { ai } from './ai.ts';
import { cardModule } from './cards/registry.ts';
import { CATALOG } from './catalog.ts';
import { READY_DECKS } from './decks.ts';
import { PRESENT } from './present.ts';
import { renderText } from './render.ts';
import { preprocessAt, SETTLE } from './rules/0202-preprocess.ts';
import { validateDeck } from './rules/0401-deck.ts';
import { canSeeFaceDown } from './rules/0501-zones.ts';
import { EXP_LINK } from './rules/0512-exp.ts';
import { concede, createDecks, freshG, setupGame } from './rules/0601-setup.ts';
import { charge, endDraw, MAIN_WINDOW, mainPhase, missionPhase, startDraw, turn } from './rules/0700-turn.ts';
import { attack, DEFENCE_WINDOW, defenceSlide, scoutBoth } from './rules/0800-attack.ts';
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
  status: 'playable',
  version: '1.0.0',
  rulePrefix: 'VZ',
  players: { min: 2, max: 2, default: 2 },
  catalog: CATALOG,
  procedures: {
    'vz.setup': setupGame,
    'vz.turn': turn,
    'vz.preprocess': preprocessAt,
    'vz.start-draw': startDraw,
    'vz.main': mainPhase,
    'vz.mission-phase': missionPhase,
    'vz.charge': charge,
    'vz.end-draw': endDraw,
    'vz.attack': attack,
    'vz.defence-slide': defenceSlide,
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
  setup(ctx, options) {
    ctx.state.g = freshG();
    createDecks(ctx, options.decks);
    ctx.call('vz.setup');
  },
  cardName: (id: string, lang: Lang) => cardModule(id)?.data.name[lang],
  canSeeFaceDown,
  events: EVENTS,
  triggers: TRIGGER_POLICY,
  layers: LAYERS,
  checks: RULE_EFFECTS,
  settle: SETTLE,
  windows: { 'vz.main': MAIN_WINDOW, 'vz.defence': DEFENCE_WINDOW },
  links: { exp: EXP_LINK },
  publicGame: ['turn', 'turnPlayer', 'firstPlayer', 'phase', 'attack', 'counts'],
  mutations: 'tracked',
  maxDecisions: 4000,
  turnCount: (state) => state.g.turn,
  concede,
  // The computed powers of the characters on the areas are public (VZ 501.3a): the view carries them.
  // `dormant` is bookkeeping in state versions, which count every change, hidden ones too: left out.
  redactGame: (g, _viewer, state) => {
    const { dormant: _, ...shown } = g;
    return { ...shown, powers: areaPowers(state as VzState) };
  },
  renderText,
  present: PRESENT,
  decks: { ready: READY_DECKS, validate: validateDeck },
  rules: () => RULES,
  scenario: SCENARIO,
  ai,
};

export default vividz;
export { concede };
