/**
 * 卡灵时代 (Kaling Era): the basic rules on the 5×5 grid. Card data from
 * "KLSD Documents 卡灵时代资料站" (CC-BY 4.0). Rule citations use the prefix KALING and the ids of
 * `rules()` (section and order in the seed).
 */
import { type Ctx, type GameModule, InputError, type SetupOptions } from '@arbiter/kernel';
import { ai } from './ai.ts';
import { CARDS } from './cards/data.ts';
import { CARD_LINKS } from './cards/effects.ts';
import { CATALOG } from './catalog.ts';
import { READY_DECKS, validateDeck } from './decks.ts';
import { PRESENT } from './present.ts';
import { renderText } from './render.ts';
import { concede } from './rules/02-match.ts';
import { FLOW_PROCEDURES } from './rules/03-flow.ts';
import { MOVE_PROCEDURES } from './rules/03-move.ts';
import { SUMMON_PROCEDURES } from './rules/03-summon.ts';
import { CHAIN_PROCEDURES, CHAIN_WINDOWS } from './rules/04-chain.ts';
import { COMBAT_PROCEDURES } from './rules/04-combat.ts';
import { linkView } from './rules/04-links.ts';
import { TIMING_POINT_EVENTS } from './rules/04-timing-points.ts';
import { SKILL_PROCEDURES } from './rules/06-skills.ts';
import { RULES } from './rules-list.ts';
import { applyScenarioSetup, characteristic } from './scenario.ts';
import { addZones, initialG } from './setup.ts';
import type { G } from './types.ts';
import { projectFact, projectGame, publicObjectData, redactGame } from './view.ts';

const kaling: GameModule<G> = {
  id: 'kaling',
  names: { zh: '卡灵时代', en: 'Kaling Era' },
  status: 'playable',
  // 1.2.0: a created status effect is stored as `op: 'status', params: { status }` (was `kw`/`k`),
  // control taken for a turn as `op: 'control', params: { player }` (was `ctl`/`p`): state text and
  // hashes differ, so records of 1.1.0 are refused with the version message.
  // 1.3.0: the operations of a resolving link work on their own copy of the link, not on the resolve
  // frame's object (serialize/restore used to separate the two): hashes during a resolution differ.
  // 1.4.0: a created value change stores `params.amount` (ap/dp/sp) or `params.value`
  // (setap/setdp/setsp), an attribute `params.attribute` (all three were `n` / `a`).
  version: '1.4.0',
  rulePrefix: 'KALING',
  players: { min: 2, max: 2, default: 2 },
  catalog: CATALOG,
  procedures: {
    ...FLOW_PROCEDURES,
    ...SUMMON_PROCEDURES,
    ...MOVE_PROCEDURES,
    ...CHAIN_PROCEDURES,
    ...COMBAT_PROCEDURES,
    ...SKILL_PROCEDURES,
  },
  // KALING 4.4-1, KALING 4.4-3: chain links are stack items; one resolves by `kl.resolve` (d = { item }).
  stack: { resolve: 'kl.resolve', view: (_state, item) => linkView(item.data) },
  // KALING 4.5: the chain window (six priority classes, public before hidden) is the kernel's.
  windows: CHAIN_WINDOWS,
  // KALING 4.4-1: every timing point goes through the kernel's event pipeline into its trigger queue.
  events: TIMING_POINT_EVENTS,
  // 影狱蛇's chosen set cards are kernel linked objects.
  links: CARD_LINKS,
  publicGame: ['turnPlayer'],
  setup(ctx: Ctx<G>, opts: SetupOptions) {
    if (opts.players !== 2) throw new InputError('卡灵时代 is played by 2 players');
    for (const [i, deck] of opts.decks.entries()) {
      const bad = validateDeck(deck);
      if (bad.length)
        throw new InputError(`deck ${i + 1} (${deck.name}): ${bad.map((b) => b.message.en).join('; ')}`);
    }
    ctx.state.g = initialG();
    addZones(ctx);
    for (const p of [0, 1]) {
      for (const [card, n] of Object.entries(opts.decks[p].cards))
        for (let i = 0; i < n; i++) ctx.create(card, p, `p${p}:deck`);
    }
    ctx.call('kl.opening', {});
  },
  cardName: (id, lang) => {
    const c = CARDS[id];
    return c ? (lang === 'zh' ? c.zh : c.en) : undefined;
  },
  maxDecisions: 5000,
  turnCount: (state) => state.g.turn,
  firstPlayer: (state) => state.g.firstPlayer,
  concede,
  decks: { ready: READY_DECKS, validate: validateDeck },
  redactGame,
  projectGame,
  publicObjectData,
  projectFact,
  ai,
  renderText,
  present: PRESENT,
  rules: () => RULES,
  scenario: {
    applySetup: applyScenarioSetup,
    characteristic,
    characteristics: ['ap', 'dp', 'sp', 'lv', 'cell', 'gp', 'controller', 'faceDown'],
  },
};

export default kaling;
