/**
 * FF-TCG (comprehensive rules v2.00) on the Arbiter kernel. Rule files follow the rulebook's
 * chapters in src/rules; cards are validated data in src/cards.
 */
import type { GameModule, Lang } from '@arbiter/kernel';
import { CARDS } from './cards/cards.ts';
import { READY_DECKS, validateDeck } from './cards/decks.ts';
import { exBurst, playerDamage } from './rules/06-damage.ts';
import { game, setup } from './rules/08-setup.ts';
import { turn } from './rules/09-phases.ts';
import { attackPhase, battle } from './rules/10-attack-phase.ts';
import { LAYERS } from './rules/11-layers.ts';
import { declare, priority, targets } from './rules/11-play.ts';
import { discard, EVENTS, fx, place, resolve, search, settle } from './rules/11-resolve.ts';
import { CHECKS } from './rules/12-rule-processes.ts';
import { RULES } from './rules-list.ts';
import { SCENARIO } from './scenario.ts';
import type { G } from './state.ts';
import { CATALOG } from './text/catalog.ts';
import { renderText } from './text/render.ts';

const fftcg: GameModule<G> = {
  id: 'fftcg',
  names: { zh: '最终幻想集换式卡牌游戏', en: 'Final Fantasy Trading Card Game' },
  status: 'playable',
  version: '1.0.0',
  rulePrefix: 'FFTCG',
  players: { min: 2, max: 2, default: 2 },
  catalog: CATALOG,
  procedures: {
    'fftcg.game': game,
    'fftcg.turn': turn,
    'fftcg.priority': priority,
    'fftcg.settle': settle,
    'fftcg.place': place,
    'fftcg.declare': declare,
    'fftcg.targets': targets,
    'fftcg.resolve': resolve,
    'fftcg.fx': fx,
    'fftcg.discard': discard,
    'fftcg.search': search,
    'fftcg.attack': attackPhase,
    'fftcg.battle': battle,
    'fftcg.pdmg': playerDamage,
    'fftcg.exburst': exBurst,
  },
  setup,
  cardName: (id: string, lang: Lang) => CARDS[id]?.name[lang],
  events: EVENTS,
  // FFTCG 11.8.7: the turn player's triggered abilities first, in the order they choose; then the other player's.
  triggers: {
    rule: 'FFTCG 11.8.7',
    group: (state, t) => (t.controller === state.g.tp ? 0 : 1),
    chooser: (_state, _group, items) => items[0].controller,
    mode: 'order',
    label: (_state, t) => ({ key: 'fftcg.obj', args: { c: { obj: t.source ?? -1, card: t.data?.card } } }),
  },
  layers: LAYERS,
  checks: CHECKS,
  maxDecisions: 6000,
  decks: { ready: READY_DECKS, validate: (deck) => validateDeck(deck, 'c') },
  renderText,
  rules: () => RULES,
  scenario: SCENARIO,
};

export default fftcg;
