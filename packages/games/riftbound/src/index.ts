import { type GameModule, InputError } from '@arbiter/kernel';

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
};

export default riftbound;
