import { type GameModule, InputError } from '@arbiter/kernel';

/** Placeholder until the game is built: listed by `arbiter games`, refuses to start. */
const vividz: GameModule = {
  id: 'vividz',
  names: { zh: 'Vividz', en: 'Vividz' },
  status: 'planned',
  version: '0.0.1',
  rulePrefix: 'VZ',
  players: { min: 2, max: 2, default: 2 },
  catalog: {},
  procedures: {},
  setup() {
    throw new InputError('vividz is planned and cannot be played yet');
  },
  cardName: () => undefined,
  maxDecisions: 1,
  decks: { ready: [], validate: () => [] },
};

export default vividz;
