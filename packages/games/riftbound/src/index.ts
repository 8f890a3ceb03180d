import { type GameModule, InputError, type RuleEntry } from '@arbiter/kernel';
import seedRules from './seed-rules.json' with { type: 'json' };

/** Placeholder until the game is built: listed by `arbiter games`, refuses to start. */
const riftbound: GameModule = {
  id: 'riftbound',
  names: { zh: '符文战场', en: 'Riftbound' },
  status: 'planned',
  version: '0.0.1',
  rulePrefix: 'RB',
  players: { min: 2, max: 2, default: 2 },
  catalog: {},
  procedures: {},
  setup() {
    throw new InputError('riftbound is planned and cannot be played yet');
  },
  cardName: () => undefined,
  maxDecisions: 1,
  decks: { ready: [], validate: () => [] },
  // Every numbered rule of the seed, listed so `arbiter rules` shows what is still to build.
  rules: (): RuleEntry[] =>
    (seedRules as { id: string; section: string }[]).map((r) => ({
      id: r.id,
      title: { zh: r.section || r.id },
      status: 'missing',
      note: 'the game is planned; no rules are implemented yet',
    })),
};

export default riftbound;
