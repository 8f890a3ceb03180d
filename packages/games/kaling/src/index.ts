import { type GameModule, InputError } from '@arbiter/kernel';

/** Placeholder until the game is built: listed by `arbiter games`, refuses to start. */
const kaling: GameModule = {
  id: 'kaling',
  names: { zh: '卡灵时代', en: 'Kaling Era' },
  status: 'planned',
  version: '0.0.1',
  rulePrefix: 'KALING',
  players: { min: 2, max: 2, default: 2 },
  catalog: {},
  procedures: {},
  setup() {
    throw new InputError('kaling is planned and cannot be played yet');
  },
  cardName: () => undefined,
  maxDecisions: 1,
  decks: { ready: [], validate: () => [] },
};

export default kaling;
